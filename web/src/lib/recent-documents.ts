// The dashboard's Recent documents: what the user last opened, bought or uploaded, one line a document (its latest
// event wins), newest first. Pure, so the merge is tested without a browser.
import type { DocumentCard, LibraryCard } from '../../../modules/documents/contract.ts';

export type RecentEvent = 'opened' | 'bought' | 'uploaded';

export type RecentDocument = {
  doc: DocumentCard;
  event: RecentEvent;
  /** When the event happened (ISO). */
  at: string;
  href: string;
  /** An upload's moderation status while it is not live. */
  status: { label: string; color: string } | null;
};


type Sources = {
  /** The library's Recently Viewed tab (viewedAt set). */
  opened: LibraryCard[];
  /** The library's My Uploads tab, any status. */
  uploaded: LibraryCard[];
  /** The newest purchases with their cards (a purchase whose card did not load is left out). */
  bought: { doc: DocumentCard; at: string }[];
};

export function recentDocuments({ opened, uploaded, bought }: Sources, limit: number): RecentDocument[] {
  const events: RecentDocument[] = [
    ...opened.flatMap((d) => (d.viewedAt ? [{ doc: d, event: 'opened' as const, at: d.viewedAt, href: d.href, status: null }] : [])),
    ...uploaded.map((d) => ({
      doc: d,
      event: 'uploaded' as const,
      at: d.createdAt,
      href: `/dashboard/documents/${d.slug}`,
      status: d.status === 'approved' ? null : { label: d.statusRecord.displayName, color: d.statusRecord.color },
    })),
    ...bought.map(({ doc, at }) => ({ doc, event: 'bought' as const, at, href: `/dashboard/documents/${doc.slug}`, status: null })),
  ];
  const latest = new Map<string, RecentDocument>();
  for (const e of events) {
    const seen = latest.get(e.doc.id);
    if (!seen || Date.parse(e.at) > Date.parse(seen.at)) latest.set(e.doc.id, e);
  }
  return [...latest.values()].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}
