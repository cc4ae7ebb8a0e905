// Public pages carry their real title, description and schema.org data in the HTML the server sends, so
// search engines and link previews read them without running the app. Modules resolve their own paths.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform } from '../runtime.ts';
import type { Language } from './language.ts';

export type PageMeta = {
  title: string;
  description?: string;
  /** schema.org data, written as application/ld+json. */
  jsonLd?: object;
  /** 404 for a public path whose thing does not exist (the app shows its 404 page). */
  status?: 404;
  /** The one address of a page reachable at several (a deck at /flashcards/{slug} and /ai-flashcard-maker/{slug}). */
  canonicalPath?: string;
};

/**
 * A module's page metadata for a path in the page's language, or null when the path is not one of its pages. The
 * server render's own title and description win for a language other than English; the schema.org data is the
 * resolver's alone, so a resolver whose data quotes text (an FAQ, a page's name) writes it in `language`.
 */
export type PageMetaResolver = (em: EntityManager, path: string, platform: Platform, language: Language) => Promise<PageMeta | null>;
/** The same with the platform bound, as the web app calls it. */
export type BoundPageMetaResolver = (em: EntityManager, path: string, language: Language) => Promise<PageMeta | null>;

const SITE = 'Studyhall';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped so no string can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

export function titleOf(title: string): string {
  return title.includes(SITE) ? title : `${title} | ${SITE}`;
}

/** index.html with the page's head: title, description, canonical link, Open Graph tags and JSON-LD. */
export function withPageMeta(html: string, meta: PageMeta, canonicalUrl: string): string {
  const title = escapeHtml(titleOf(meta.title));
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}" />` : '',
    meta.status === 404 ? '<meta name="robots" content="noindex" />' : '',
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
  ].filter(Boolean);
  // Replacements are functions: a string replacement would expand `$&`, `$1` or `` $` `` in a user's title.
  let out = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  if (meta.description) {
    const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
    out = out.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => description);
  }
  return out.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
