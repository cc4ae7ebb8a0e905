// Who may open a document in full. The owner and admins always may; anyone else only through the port the
// wallet module will fill (a user_documents row or a completed, succeeded order: spec 000 §4). Until the
// wallet plugs in, the default port grants nobody else, lists no purchases and reports no sales.
import type { EntityManager } from '@mikro-orm/postgresql';

export type SalesStats = { purchases: number; revenue: number };

export type DocumentAccessPort = {
  /** True when the user acquired the document (bought it, or was granted it by a subscription). */
  hasAccess(em: EntityManager, input: { userId: string; documentId: string }): Promise<boolean>;
  /** Ids of every document the user acquired (the library's Purchased tab). */
  acquiredDocumentIds(em: EntityManager, userId: string): Promise<string[]>;
  /** Purchases and points earned per document (seller statistics). Missing ids count as zero. */
  salesStats(em: EntityManager, documentIds: string[]): Promise<Map<string, SalesStats>>;
};

const DEFAULT_PORT: DocumentAccessPort = {
  hasAccess: async () => false,
  acquiredDocumentIds: async () => [],
  salesStats: async () => new Map(),
};

let port: DocumentAccessPort = DEFAULT_PORT;

/** Plugs in the wallet's answers (any subset; the rest keep the defaults). */
export function setAccessPort(next: Partial<DocumentAccessPort>): void {
  port = { ...DEFAULT_PORT, ...port, ...next };
}

/** Plugs in only the access check: `(em, { userId, documentId }) => Promise<boolean>`. */
export function setAccessChecker(check: DocumentAccessPort['hasAccess']): void {
  setAccessPort({ hasAccess: check });
}

/** Back to the defaults (owner and admin only). */
export function resetAccessPort(): void {
  port = DEFAULT_PORT;
}

export function accessPort(): DocumentAccessPort {
  return port;
}

export type Viewer = { id: string; role: string } | null | undefined;

export const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

/**
 * May this viewer open the whole document? The owner and admins, whatever its status; a buyer while it is
 * approved (a taken-down document is gone for buyers too), or withdrawn because its seller deleted their account
 * (buyers keep what they paid for).
 */
export async function canOpen(
  em: EntityManager,
  viewer: Viewer,
  doc: { id: string; userId: string; statusId: number; withdrawnAt?: unknown },
): Promise<{ allowed: boolean; purchased: boolean }> {
  if (!viewer) return { allowed: false, purchased: false };
  const purchased = viewer.id !== doc.userId && (await port.hasAccess(em, { userId: viewer.id, documentId: doc.id }));
  if (viewer.id === doc.userId || isAdmin(viewer)) return { allowed: true, purchased };
  return { allowed: purchased && (doc.statusId === 1 || Boolean(doc.withdrawnAt)), purchased };
}
