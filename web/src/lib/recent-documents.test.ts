import { describe, expect, it } from 'vitest';
import type { DocumentCard, LibraryCard } from '../../../modules/documents/contract.ts';
import { recentDocuments } from './recent-documents.ts';

const card = (id: string, createdAt = '2026-01-01T00:00:00Z'): DocumentCard =>
  ({ id, slug: `doc-${id}`, title: `Doc ${id}`, createdAt }) as DocumentCard;

const libraryCard = (id: string, extra: Partial<LibraryCard>): LibraryCard =>
  ({
    ...card(id),
    status: 'approved',
    statusRecord: { id: 1, name: 'approved', displayName: 'Approved', color: '#15803d', icon: 'circle-check' },
    viewedAt: null,
    href: `/documents/doc-${id}`,
    ...extra,
  }) as LibraryCard;

describe('recent documents on the dashboard', () => {
  it('merges opened, bought and uploaded documents, newest first, up to the limit', () => {
    const out = recentDocuments(
      {
        opened: [libraryCard('a', { viewedAt: '2026-03-05T10:00:00Z' })],
        uploaded: [libraryCard('b', { createdAt: '2026-03-07T10:00:00Z' })],
        bought: [
          { doc: card('c'), at: '2026-03-06T10:00:00Z' },
          { doc: card('d'), at: '2026-03-01T10:00:00Z' },
        ],
      },
      3,
    );
    expect(out.map((r) => [r.doc.id, r.event])).toEqual([
      ['b', 'uploaded'],
      ['c', 'bought'],
      ['a', 'opened'],
    ]);
  });

  it('shows a document once, under its latest event', () => {
    const out = recentDocuments(
      {
        opened: [libraryCard('a', { viewedAt: '2026-03-06T10:00:00Z', href: '/dashboard/documents/doc-a' })],
        uploaded: [],
        bought: [{ doc: card('a'), at: '2026-03-05T10:00:00Z' }],
      },
      5,
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ event: 'opened', at: '2026-03-06T10:00:00Z', href: '/dashboard/documents/doc-a' });
  });

  it('links uploads and purchases to the full view, and flags an upload that is not live', () => {
    const pending = libraryCard('p', {
      status: 'pending',
      statusRecord: { id: 2, name: 'pending', displayName: 'Pending review', color: '#b45309', icon: 'clock' },
    });
    const out = recentDocuments({ opened: [], uploaded: [pending], bought: [{ doc: card('q'), at: '2025-12-01T00:00:00Z' }] }, 5);
    expect(out[0]).toMatchObject({ href: '/dashboard/documents/doc-p', status: { label: 'Pending review', color: '#b45309' } });
    expect(out[1]).toMatchObject({ href: '/dashboard/documents/doc-q', status: null, event: 'bought' });
  });
});
