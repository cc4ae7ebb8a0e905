// Documents: uploads and their processing, previews, the public catalogue, reviews, bookmarks, views, the
// dashboard library, seller statistics and moderation.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform, StudyhallModule } from '../platform/index.ts';
import { registerDocumentsCommands } from './commands.ts';
import { STATUS_ID, type StatusName } from './contract.ts';
import { one, rows } from './db.ts';
import { documentsEntities } from './entities.ts';
import { documentsQueues } from './jobs.ts';
import type { Deps } from './processing.ts';
import { documentPaths } from './queries.ts';
import { documentsGuard, mountDocumentsRoutes } from './routes.ts';
import { type DocumentsSettings, resolveSettings } from './settings.ts';

export * from './contract.ts';
export { type DocumentAccessPort, type SalesStats, setAccessPort, setAccessChecker, resetAccessPort } from './access.ts';
export {
  EVENTS as DOCUMENTS_EVENTS, type DocumentUploaded, type DocumentProcessed, type DocumentProcessingFailed,
} from './processing.ts';
export type { DocumentApproved, DocumentRejected, DocumentSoftRejected, DocumentResubmitted, DocumentRemoved } from './moderation.ts';
export type { DocumentDownloaded } from './engagement.ts';
export type { DocumentsSettings } from './settings.ts';

/** The module, with settings read from the environment on first use (overrides win; tests use them). */
export function createDocumentsModule(overrides: Partial<DocumentsSettings> = {}): StudyhallModule & { settings: () => DocumentsSettings } {
  let resolved: DocumentsSettings | null = null;
  const settings = () => (resolved ??= resolveSettings(process.env, overrides));
  const deps = (platform: Platform): Deps => ({ platform, settings: settings() });
  return {
    name: 'documents',
    settings,
    entities: documentsEntities,
    queues: (platform) => documentsQueues(deps(platform)),
    middleware: () => [documentsGuard()],
    routes: (api, platform) => mountDocumentsRoutes(api, deps(platform)),
    commands: (program, platform) => registerDocumentsCommands(program, platform, settings),
    seed: async (platform) => (await import('./seed.ts')).seedDocuments(deps(platform)),
    sitemap: documentPaths,
  };
}

export const documentsModule = createDocumentsModule();

// --- reads for other modules (wallet, search) ------------------------------------------------------------------------

export type DocumentForSale = { id: string; slug: string; title: string; userId: string; pointsPrice: number; status: StatusName };

/** What the wallet needs to sell a document: its seller, price and status (any status; the wallet decides). */
export async function documentForSale(em: EntityManager, documentId: string): Promise<DocumentForSale | null> {
  const r = await one(em, 'select id, slug, title, user_id, points_price, status_id from documents where id = ?', [documentId]);
  if (!r) return null;
  const status = (Object.entries(STATUS_ID).find(([, id]) => id === r.status_id)?.[0] ?? 'pending') as StatusName;
  return { id: r.id, slug: r.slug, title: r.title, userId: r.user_id, pointsPrice: Number(r.points_price), status };
}

export type DocumentSearchRecord = {
  id: string;
  slug: string;
  title: string;
  description: string;
  text: string;
  subjectId: string;
  universityId: string | null;
  courseId: string | null;
  documentTypeId: string;
  textbookId: string | null;
  pointsPrice: number;
  averageRating: number;
  downloadCount: number;
  publishedAt: string | null;
};

/** An approved document as the search module indexes it (its text capped at 20,000 characters), else null. */
export async function documentSearchRecord(em: EntityManager, documentId: string): Promise<DocumentSearchRecord | null> {
  const r = await one(em, `select * from documents where id = ? and status_id = ${STATUS_ID.approved}`, [documentId]);
  if (!r) return null;
  const pages = await rows(em, 'select text from document_pages where document_id = ? order by page_number', [documentId]);
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    text: pages.map((p) => p.text).join('\n').slice(0, 20_000),
    subjectId: r.subject_id,
    universityId: r.university_id,
    courseId: r.course_id,
    documentTypeId: r.document_type_id,
    textbookId: r.textbook_id,
    pointsPrice: Number(r.points_price),
    averageRating: Number(r.average_rating),
    downloadCount: Number(r.download_count),
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
  };
}
