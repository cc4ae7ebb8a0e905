// Which pages of a document a reader may read (DESIGN.md §11), the one rule every quote of a document's text goes
// through: the locked pages are for its seller, its buyers (a subscription unlock is a purchase of zero points) and
// admins; everyone else, and anything shown to everyone, gets the readable preview pages of an approved, listed
// document, and nothing of any other. The AI platform's passage store asks this before it answers any passage.
import type { EntityManager } from '@mikro-orm/postgresql';
import { profileById } from '../accounts/index.ts';
import { canOpen } from './access.ts';
import { STATUS_ID } from './contract.ts';
import { rows } from './db.ts';

/**
 * Who will read the quoted text: `'public'` (a guest, a public page, an index, any tool's public output), or a
 * user. A user reads for themself (`audience: 'self'`, the default: their private answer) or for everyone
 * (`'everyone'`: what they are about to publish), which gives them their own private uploads in full (no one buys
 * those) and only the preview of any listed document, their own included: a seller's locked pages are what their
 * buyers pay for, so even the seller's public answer does not give them away.
 */
export type PageReader = 'public' | { userId: string; audience?: 'self' | 'everyone' };

/** "Every page": larger than any document (500 pages at most) and still a PostgreSQL int. */
export const EVERY_PAGE = 2_147_483_647;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * For each of `ids` that is a document: the last page number this reader may read (0: none). Ids that are not
 * documents (an AI text source: someone's notes, a deck, a paper) are absent.
 */
export async function readablePageLimits(em: EntityManager, reader: PageReader, ids: string[]): Promise<Map<string, number>> {
  const limits = new Map<string, number>();
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (!wanted.length) return limits;
  const docs = await rows(
    em,
    'select id, user_id, status_id, withdrawn_at, private, preview_page_count from documents where id = any(?::uuid[])',
    [`{${wanted.join(',')}}`],
  );
  if (!docs.length) return limits;
  const user = reader === 'public' ? null : await profileById(em, reader.userId);
  const forEveryone = reader === 'public' || reader.audience === 'everyone';
  for (const d of docs) {
    const preview = d.status_id === STATUS_ID.approved && !d.private ? Number(d.preview_page_count) : 0;
    if (!user) {
      limits.set(d.id, preview);
    } else if (d.user_id === user.id && (!forEveryone || d.private)) {
      limits.set(d.id, EVERY_PAGE);
    } else if (forEveryone || d.private) {
      limits.set(d.id, preview);
    } else {
      const { allowed } = await canOpen(em, { id: user.id, role: user.role }, { id: d.id, userId: d.user_id, statusId: d.status_id, withdrawnAt: d.withdrawn_at });
      limits.set(d.id, allowed ? EVERY_PAGE : preview);
    }
  }
  return limits;
}

/** Whether this reader may read every one of these pages (a page of anything that is not a document always passes). */
export async function mayReadPages(em: EntityManager, reader: PageReader, pages: { documentId: string; page: number }[]): Promise<boolean> {
  const limits = await readablePageLimits(em, reader, pages.map((p) => p.documentId));
  return pages.every((p) => p.page <= (limits.get(p.documentId) ?? EVERY_PAGE));
}
