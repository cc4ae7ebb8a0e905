// Sets <title>, the meta description, canonical link and Open Graph tags for the current page.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { createContext, use, useEffect } from 'react';
import { pageLanguage } from '../lib/languages.ts';

/** The server render collects the page's title and description here, to put them in the HTML's head. */
export type RenderedPageMeta = { title?: string; description?: string };
export const RenderedPageMetaContext = createContext<RenderedPageMeta | null>(null);

export const SITE_NAME = 'Studyhall';
export const DEFAULT_DESCRIPTION = msg`Studyhall is the study platform for students: browse and buy community-shared notes, summaries and past papers with points, and study faster with AI tools.`;

export type PageMeta = {
  /** The page's own title; " | Studyhall" is appended unless it already names the site. */
  title: string;
  description?: string;
  /** Ask search engines not to index (404 pages, empty states). */
  noIndex?: boolean;
};

function setMeta(attr: 'name' | 'property', key: string, content: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export function usePageMeta({ title, description: own, noIndex = false }: PageMeta) {
  const { i18n } = useLingui();
  const description = own ?? i18n._(DEFAULT_DESCRIPTION);
  const rendered = use(RenderedPageMetaContext);
  if (rendered) {
    rendered.title = fullTitle(title);
    rendered.description = description;
  }
  useEffect(() => {
    const t = fullTitle(title);
    document.title = t;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', t);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:type', 'website');
    const language = pageLanguage();
    const address = window.location.origin + window.location.pathname + (language === 'en' ? '' : `?lang=${language}`);
    setMeta('property', 'og:url', address);
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'robots', noIndex ? 'noindex' : null);
    setCanonical(address);
  }, [title, description, noIndex]);
}
