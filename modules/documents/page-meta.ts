// What search engines and link previews read for /documents/{slug}, in the HTML the server sends: the title,
// description and LearningResource JSON-LD that the page itself renders (structured-data.ts builds both).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageMeta, Platform } from '../platform/index.ts';
import { documentJsonLd, documentPageDescription, MESSAGES, STATUS_ID } from './contract.ts';
import { iso } from './db.ts';
import { presenter } from './present.ts';
import { findByRef } from './queries.ts';

const DOCUMENT_PAGE = /^\/documents\/([^/]+)$/;

/** Only approved documents are public; any other status is a 404 with noindex (the app still shows its owner the page). */
export async function documentPageMeta(em: EntityManager, path: string, platform: Platform): Promise<PageMeta | null> {
  const ref = DOCUMENT_PAGE.exec(path)?.[1];
  if (!ref) return null;
  const row = await findByRef(em, ref);
  if (!row || row.status_id !== STATUS_ID.approved) return { title: MESSAGES.notFound, status: 404 };
  const doc = { ...(await presenter(platform, em, [row])).card(row), updatedAt: iso(row.updated_at)! };
  return { title: doc.title, description: documentPageDescription(doc), jsonLd: documentJsonLd(doc, platform.config.publicUrl) };
}
