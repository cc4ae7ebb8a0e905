// The blog editor's form as plain data: from a saved post, to the contract's input, and the browser's
// datetime-local value (local time, to the minute) to and from ISO time. DOM-free, so it is unit-tested.
import type { AdminBlogPostDetail, BlogPostInput, BlogStatus } from '../../../modules/content/contract.ts';

export type EditorForm = {
  title: string;
  slug: string;
  excerpt: string;
  markdown: string;
  category: string;
  tags: string[];
  status: BlogStatus;
  /** datetime-local value of a scheduled post's time. */
  scheduleAt: string;
  featured: boolean;
};

export const emptyForm = (): EditorForm => ({
  title: '', slug: '', excerpt: '', markdown: '', category: '', tags: [], status: 'draft', scheduleAt: '', featured: false,
});

/** "2026-12-01T09:30" in the browser's time zone. */
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export const localInputToIso = (value: string): string | null => (value ? new Date(value).toISOString() : null);

/** A scheduled post whose time has come is live: the editor shows it as published, so saving it needs no new date. */
export function formFromPost(post: AdminBlogPostDetail): EditorForm {
  const waiting = post.status === 'scheduled' && !post.live;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    markdown: post.markdown,
    category: post.category.name,
    tags: post.tags.map((t) => t.name),
    status: post.status === 'scheduled' && post.live ? 'published' : post.status,
    scheduleAt: waiting && post.publishedAt ? isoToLocalInput(post.publishedAt) : '',
    featured: post.featured,
  };
}

/** Published without a date: the server keeps the date a live post went out, or uses now. */
export function inputFromForm(form: EditorForm): BlogPostInput {
  return {
    title: form.title,
    slug: form.slug.trim() || undefined,
    excerpt: form.excerpt,
    markdown: form.markdown,
    category: { name: form.category },
    tags: form.tags,
    status: form.status,
    publishedAt: form.status === 'scheduled' ? localInputToIso(form.scheduleAt) : null,
    featured: form.featured,
  };
}

/** Adds typed tags (comma separated) to the list, without blanks or repeats in any case. */
export function addTags(tags: string[], typed: string): string[] {
  const next = [...tags];
  for (const raw of typed.split(',')) {
    const tag = raw.trim();
    if (tag && !next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}
