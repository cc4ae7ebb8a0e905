// The legal pages: Markdown files in ./legal, each with a small front matter (title, description, updated).
// They are read once per process; a change ships with a deploy, reviewed like code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_EMAILS, LEGAL_SLUGS, type LegalPage, type LegalSummary } from './contract.ts';
import { frontMatter, renderMarkdown } from './markdown.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'legal');

type Front = { title: string; description: string; updated: string };

export function parseLegalPage(source: string): { front: Front; body: string } {
  const { fields, body } = frontMatter(source);
  const { title, description, updated } = fields;
  if (!title || !description || !/^\d{4}-\d{2}-\d{2}$/.test(updated ?? '')) {
    throw new Error('a legal page needs title, description and updated (YYYY-MM-DD)');
  }
  return { front: { title, description, updated: updated! }, body };
}

/** `{{supportEmail}}` in a page becomes a mail link. */
export const MAIL_LINKS = Object.fromEntries(
  Object.entries(CONTACT_EMAILS).map(([name, address]) => [name, `[${address}](mailto:${address})`]),
);

let cache: Map<string, LegalPage> | null = null;

function load(): Map<string, LegalPage> {
  if (cache) return cache;
  const files = new Set(readdirSync(DIR).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)));
  const pages = new Map<string, LegalPage>();
  for (const slug of LEGAL_SLUGS) {
    if (!files.has(slug)) throw new Error(`legal page missing: modules/content/legal/${slug}.md`);
    const { front, body } = parseLegalPage(readFileSync(path.join(DIR, `${slug}.md`), 'utf8'));
    pages.set(slug, { slug, ...front, ...renderMarkdown(body, MAIL_LINKS) });
  }
  cache = pages;
  return pages;
}

export const legalPageBySlug = (slug: string): LegalPage | null => load().get(slug) ?? null;

export const listLegalPages = (): LegalSummary[] =>
  [...load().values()].map(({ slug, title, description, updated }) => ({ slug, title, description, updated }));
