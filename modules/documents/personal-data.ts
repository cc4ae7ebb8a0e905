// A user's documents when their account is exported or deleted (modules/accounts/README.md, "Account deletion").
// Deletion: every approved document is taken down (the same path as a moderator's takedown, so search, subject
// counts and previews follow); one that buyers paid for is then withdrawn, readable by them (and only them) under
// the anonymised seller; every other document is deleted with its files (and `documents.erased` tells the modules
// that keep something about documents, the AI index). The user's bookmarks, views and download
// records go; their reviews stay, under the anonymised name. The export lists all of them.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataPort } from '../platform/index.ts';
import { accessPort } from './access.ts';
import { STATUS_ID } from './contract.ts';
import { iso, rows, run } from './db.ts';
import { moderate } from './moderation.ts';
import { coverKey, type Deps, searchableKey } from './processing.ts';
import { DOCUMENTS_EVENTS } from './events.ts';

export const SELLER_DELETED_REASON = 'The seller deleted their account.';

async function soldIds(em: EntityManager, ids: string[]): Promise<Set<string>> {
  const stats = await accessPort().salesStats(em, ids);
  return new Set(ids.filter((id) => (stats.get(id)?.purchases ?? 0) > 0));
}

export const documentsPersonalData = (deps: Deps): PersonalDataPort => ({
  export: async (em, userId) => {
    const uploads = await rows(
      em,
      `select d.id, d.slug, d.title, d.description, s.name as status, d.private, d.points_price, d.page_count, d.original_file_name,
         d.created_at, d.updated_at, d.published_at, d.status_reason
       from documents d join document_statuses s on s.id = d.status_id where d.user_id = ? order by d.created_at`,
      [userId],
    );
    const reviews = await rows(em, 'select id, document_id, rating, comment, created_at from document_reviews where user_id = ? order by created_at', [userId]);
    const bookmarks = await rows(em, 'select document_id, created_at from document_bookmarks where user_id = ? order by created_at', [userId]);
    const downloads = await rows(em, 'select document_id, count, first_at, last_at from document_downloads where user_id = ? order by first_at', [userId]);
    const views = await rows(
      em,
      'select id, document_id, page_number, progress, user_agent, platform, first_viewed_at, viewed_at from document_views where user_id = ? order by first_viewed_at',
      [userId],
    );
    const dated = (list: Record<string, any>[]) =>
      list.map((r) => ({ ...r, created_at: iso(r.created_at), ...('updated_at' in r ? { updated_at: iso(r.updated_at), published_at: iso(r.published_at) } : {}) }));
    return {
      uploads: dated(uploads),
      reviews: dated(reviews),
      bookmarks: dated(bookmarks),
      downloads: downloads.map((r) => ({ ...r, first_at: iso(r.first_at), last_at: iso(r.last_at) })),
      views: views.map((r) => ({ ...r, first_viewed_at: iso(r.first_viewed_at), viewed_at: iso(r.viewed_at) })),
    };
  },
  erase: async (em, userId) => {
    const mine = await rows(em, 'select id, status_id, original_file_path, converted_file_path from documents where user_id = ?', [userId]);
    const sold = await soldIds(em, mine.map((d) => d.id as string));
    for (const doc of mine.filter((d) => d.status_id === STATUS_ID.approved)) {
      await moderate(deps, em, { documentId: doc.id, action: 'takedown', reason: SELLER_DELETED_REASON });
      if (sold.has(doc.id)) await run(em, 'update documents set withdrawn_at = now() where id = ?', [doc.id]);
    }
    const erased = mine.filter((d) => !sold.has(d.id));
    const previews = erased.length
      ? (await rows(em, 'select preview_key from document_pages where document_id in (?) and preview_key is not null', [erased.map((d) => d.id)])).map((p) => p.preview_key as string)
      : [];
    if (erased.length) {
      const documentIds = erased.map((d) => d.id as string);
      await run(em, 'delete from documents where id in (?)', [documentIds]);
      await deps.platform.bus.publish(em, DOCUMENTS_EVENTS.erased, { userId, documentIds });
    }
    for (const table of ['document_bookmarks', 'document_views', 'document_downloads']) await run(em, `delete from ${table} where user_id = ?`, [userId]);
    const storage = deps.platform.storage;
    return async () => {
      const quietly = (p: Promise<void>) => p.catch(() => {});
      for (const d of erased) {
        await quietly(storage.remove('document-originals', d.original_file_path));
        if (d.converted_file_path) await quietly(storage.remove('document-converted', d.converted_file_path));
        await quietly(storage.remove('document-converted', searchableKey(userId, d.id)));
        await quietly(storage.remove('cover-images', coverKey(d.id)));
      }
      for (const key of previews) await quietly(storage.remove('document-previews', key));
    };
  },
});
