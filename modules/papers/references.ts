// A paper's references in its citation style, from the sources it actually names (documents the user uploaded or
// bought, and links), formatted by citation-js through CSL: APA 7 and Harvard are citation-js's own styles; MLA 9
// and Chicago author-date are this module's small CSL files (csl/), written for the two kinds of reference a paper has.
import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import Cite from 'citation-js';
import { profileById } from '../accounts/index.ts';
import { documentForChat, documentForSale } from '../documents/index.ts';
import type { Platform } from '../platform/index.ts';
import type { CitationStyle, PaperReference, PaperSources } from './contract.ts';

const csl = Cite.plugins.config.get('@csl');
for (const [name, file] of [['studyhall-mla', 'mla.csl'], ['studyhall-chicago', 'chicago-author-date.csl']]) {
  csl.templates.add(name, readFileSync(new URL(`./csl/${file}`, import.meta.url), 'utf8'));
}
const TEMPLATE: Record<CitationStyle, string> = { APA_7: 'apa', MLA: 'studyhall-mla', CHICAGO: 'studyhall-chicago', HARVARD: 'harvard1' };

type CslItem = { id: string; type: string; title: string; URL?: string; author?: { literal: string }[]; publisher?: string; accessed?: object };

/** A link is cited by its address: its title is the page's host and path (we never fetch it). */
function linkItem(url: string, now: Date): CslItem {
  const u = new URL(url);
  const title = `${u.hostname.replace(/^www\./, '')}${u.pathname === '/' ? '' : decodeURIComponent(u.pathname)}`;
  return { id: url, type: 'webpage', title, URL: url, accessed: { 'date-parts': [[now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()]] } };
}

/** Formats items in a style; answers one text entry per item id. */
export function formatReferences(items: CslItem[], style: CitationStyle): Map<string, string> {
  if (!items.length) return new Map();
  const entries = new Cite(items).format('bibliography', { format: 'text', template: TEMPLATE[style], lang: 'en-US', asEntryArray: true });
  return new Map(entries.map(([id, text]) => [id, text.trim()]));
}

export async function paperReferences(
  platform: Platform,
  em: EntityManager,
  userId: string,
  paper: { sources: PaperSources; citationStyle: CitationStyle },
  now = new Date(),
): Promise<PaperReference[]> {
  const items: (CslItem & { kind: 'document' | 'link' })[] = [];
  for (const id of paper.sources.references.files) {
    const doc = await documentForChat(em, userId, id);
    if (!doc) continue;
    const seller = await profileById(em, (await documentForSale(em, id))!.userId);
    const url = doc.private ? undefined : `${platform.config.publicUrl}/documents/${doc.slug}`;
    items.push({ kind: 'document', id, type: 'document', title: doc.title, publisher: 'Studyhall', URL: url, author: seller ? [{ literal: seller.fullName }] : undefined });
  }
  for (const link of paper.sources.references.links) items.push({ kind: 'link', ...linkItem(link, now) });
  const texts = formatReferences(items.map(({ kind, ...item }) => item), paper.citationStyle);
  return items
    .map((i) => ({ kind: i.kind, id: i.id, title: i.title, url: i.URL ?? '', text: texts.get(i.id) ?? i.title }))
    .sort((a, b) => a.text.localeCompare(b.text));
}
