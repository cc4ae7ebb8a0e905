// The blog's reads and the like toggle. Spec 001 §9: blog requests are cached 5000 ms; §8: a failed blog fetch
// shows an empty list, never an error page (the pages render empty states from `isError`).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BlogCategory, type BlogListQuery, type BlogPost, type BlogPostCard, blogRoutes, type BlogTag,
} from '../../../modules/content/contract.ts';
import { apiGet, apiSend } from './client.ts';

export type { BlogCategory, BlogPost, BlogPostCard, BlogTag } from '../../../modules/content/contract.ts';
export { BLOG_PAGE_SIZE } from '../../../modules/content/contract.ts';

const BLOG_CACHE_MS = 5000;
type Page = { items: BlogPostCard[]; page: number; pageSize: number; total: number };

export const blogKeys = {
  all: ['blog'] as const,
  posts: (query: Partial<BlogListQuery>) => ['blog', 'posts', query] as const,
  featured: () => ['blog', 'featured'] as const,
  categories: () => ['blog', 'categories'] as const,
  tags: () => ['blog', 'tags'] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};

export function useBlogPosts(query: Partial<BlogListQuery>) {
  return useQuery({
    queryKey: blogKeys.posts(query),
    queryFn: ({ signal }) => apiGet<Page>(blogRoutes.posts.path, { signal, query }),
    staleTime: BLOG_CACHE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedPosts() {
  return useQuery({
    queryKey: blogKeys.featured(),
    queryFn: ({ signal }) => apiGet<{ items: BlogPostCard[] }>(blogRoutes.featured.path, { signal }),
    staleTime: BLOG_CACHE_MS,
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: blogKeys.categories(),
    queryFn: ({ signal }) => apiGet<{ items: BlogCategory[] }>(blogRoutes.categories.path, { signal }),
    staleTime: BLOG_CACHE_MS,
  });
}

export function usePopularTags() {
  return useQuery({
    queryKey: blogKeys.tags(),
    queryFn: ({ signal }) => apiGet<{ items: BlogTag[] }>(blogRoutes.tags.path, { signal }),
    staleTime: BLOG_CACHE_MS,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => apiGet<BlogPost>(blogRoutes.post.path, { signal, params: { slug } }),
    staleTime: BLOG_CACHE_MS,
  });
}

/** Toggles the like; the post shows the server's answer (liked, count) as soon as it arrives. */
export function useToggleLike(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ liked: boolean; likeCount: number }>('POST', blogRoutes.like.path, { params: { slug } }),
    onSuccess: ({ liked, likeCount }) => {
      client.setQueryData<BlogPost>(blogKeys.post(slug), (post) => (post ? { ...post, likedByMe: liked, likeCount } : post));
    },
  });
}
