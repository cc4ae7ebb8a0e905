// What a moderator must notice about an upload at a glance: its status, its processing state (queued, processing
// with progress, failed with the reason) and the DUPLICATE flag naming the document it copies.
import { AlertTriangle, Copy, Loader2, TimerReset } from 'lucide-react';
import type { AdminDocument } from '../../api/admin.ts';
import { Pill, type Tone } from './AdminPage.tsx';

const statusTone: Record<AdminDocument['status'], Tone> = {
  pending: 'warning',
  approved: 'success',
  'soft-reject': 'brand',
  rejected: 'danger',
  deleted: 'muted',
};

export function StatusPill({ doc }: { doc: Pick<AdminDocument, 'status' | 'statusRecord'> }) {
  return <Pill tone={statusTone[doc.status]}>{doc.status === 'deleted' ? 'Removed' : doc.statusRecord.displayName}</Pill>;
}

export function ProcessingFlag({ processing }: { processing: AdminDocument['processing'] }) {
  if (processing.state === 'ready') return null;
  if (processing.state === 'failed') {
    return (
      <span className="flag flag--failed">
        <AlertTriangle aria-hidden="true" /> Processing failed
      </span>
    );
  }
  if (processing.state === 'queued') {
    return (
      <span className="flag flag--queued">
        <TimerReset aria-hidden="true" /> Queued
      </span>
    );
  }
  return (
    <span className="flag flag--processing">
      <Loader2 className="spin" aria-hidden="true" /> Processing {processing.progress}%
    </span>
  );
}

export function duplicateWords(dup: NonNullable<AdminDocument['duplicate']>): string {
  return dup.kind === 'exact' ? 'Exact copy' : `Near copy · ${Math.round(dup.similarity * 100)}% similar`;
}

/** The DUPLICATE flag and, beside it, which document it copies (a link that opens that one). */
export function DuplicateFlag({ dup, onOpen }: { dup: NonNullable<AdminDocument['duplicate']>; onOpen: (id: string) => void }) {
  return (
    <span className="dup-flag" data-testid="duplicate-flag">
      <span className="flag flag--dup">
        <Copy aria-hidden="true" /> Duplicate
      </span>
      <span>
        {duplicateWords(dup)} of{' '}
        <a
          href={`/admin/documents?doc=${dup.document.id}`}
          onClick={(e) => {
            e.preventDefault();
            onOpen(dup.document.id);
          }}
        >
          {dup.document.title}
        </a>{' '}
        by {dup.document.user.fullName}
      </span>
    </span>
  );
}
