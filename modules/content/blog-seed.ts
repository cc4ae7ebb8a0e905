// The blog's first articles: Markdown files in ./blog-posts, written for Studyhall's students, saved through the
// same path an editor uses. A date still to come makes the post scheduled. Saving is by slug, so a second run
// changes nothing that was not changed in the files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { slugify } from '../platform/index.ts';
import { type PostInput, savePost } from './blog-posts.ts';
import { frontMatter } from './markdown.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'blog-posts');

const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  'Study Methods': 'Techniques that make study time count: recall, spacing, focus and notes.',
  'Exam Preparation': 'Plans, past papers and the days before an exam.',
  'Using Studyhall': 'Points, selling your notes, reviews and the rules that keep the marketplace fair.',
};

export function seedPostInputs(now = new Date()): PostInput[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => {
      const { fields, body } = frontMatter(readFileSync(path.join(DIR, file), 'utf8'));
      const publishedAt = new Date(`${fields.published}T08:00:00Z`);
      if (!fields.title || !fields.category || Number.isNaN(publishedAt.getTime())) throw new Error(`blog post ${file}: title, category and published are required`);
      return {
        slug: file.slice(0, -3),
        title: fields.title,
        excerpt: fields.excerpt ?? '',
        markdown: body,
        category: { slug: slugify(fields.category), name: fields.category, description: CATEGORY_DESCRIPTIONS[fields.category] ?? '' },
        tags: (fields.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean),
        authorName: fields.author ?? 'The Studyhall team',
        status: publishedAt > now ? 'scheduled' : 'published',
        publishedAt,
        featured: fields.featured === 'true',
      } satisfies PostInput;
    });
}

export async function seedBlog(em: EntityManager): Promise<{ blogPosts: number }> {
  const existing = new Set(
    ((await em.getConnection().execute('select slug from blog_posts')) as { slug: string }[]).map((r) => r.slug),
  );
  let created = 0;
  for (const input of seedPostInputs()) {
    if (existing.has(input.slug!)) continue;
    await savePost(em, input);
    created += 1;
  }
  return { blogPosts: created };
}
