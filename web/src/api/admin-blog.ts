// Blog management's calls (contract: modules/content/contract.ts blogAdminRoutes) and their TanStack Query hooks.
// Keys live under ['account', 'admin', 'blog'], so they are dropped at sign-in and sign-out; a save or a delete
// refreshes the admin lists and the public blog's cached pages.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminBlogPost,
  type AdminBlogPostDetail,
  type BlogPostInput,
  blogAdminRoutes,
} from '../../../modules/content/contract.ts';
import { blogKeys } from './blog.ts';
import { apiGet, apiSend, type QueryValue } from './client.ts';

export type { AdminBlogPost, AdminBlogPostDetail, BlogPostInput };
type Page = { items: AdminBlogPost[]; page: number; pageSize: number; total: number };
export type Preview = { html: string; headings: { id: string; text: string }[]; readingMinutes: number };

export const adminBlogKeys = {
  all: ['account', 'admin', 'blog'] as const,
  list: (query: Record<string, QueryValue>) => ['account', 'admin', 'blog', 'list', query] as const,
  post: (id: string) => ['account', 'admin', 'blog', 'post', id] as const,
};

export function useAdminBlogPosts(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: adminBlogKeys.list(query),
    queryFn: ({ signal }) => apiGet<Page>(blogAdminRoutes.list.path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBlogPost(id: string | null) {
  return useQuery({
    queryKey: adminBlogKeys.post(id ?? ''),
    queryFn: ({ signal }) => apiGet<AdminBlogPostDetail>(blogAdminRoutes.show.path, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    // The editor resets its form from this post: a background refetch must not wipe what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates (no id) or updates a post. */
export function useSaveBlogPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BlogPostInput }) =>
      id
        ? apiSend<AdminBlogPostDetail>('PUT', blogAdminRoutes.update.path, { params: { id }, body: input })
        : apiSend<AdminBlogPostDetail>('POST', blogAdminRoutes.create.path, { body: input }),
    onSuccess: (post) => {
      client.setQueryData(adminBlogKeys.post(post.id), post);
      void client.invalidateQueries({ queryKey: [...adminBlogKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

export function useDeleteBlogPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ deleted: true }>('DELETE', blogAdminRoutes.remove.path, { params: { id } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminBlogKeys.all });
      void client.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

/** The article as the post page will show it, rendered by the server once typing pauses. */
export function useMarkdownPreview(markdown: string) {
  return useQuery({
    queryKey: ['account', 'admin', 'blog', 'preview', markdown],
    queryFn: ({ signal }) => apiSend<Preview>('POST', blogAdminRoutes.preview.path, { body: { markdown }, signal }),
    enabled: markdown.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
