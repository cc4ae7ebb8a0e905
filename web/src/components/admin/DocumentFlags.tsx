// What a moderator must notice about an upload at a glance: its status, its processing state (queued, processing
// with progress, failed with the reason) and the DUPLICATE flag naming the document it copies.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return <Pill tone={statusTone[doc.status]}>{doc.status === 'deleted' ? t`Removed` : doc.statusRecord.displayName}</Pill>;
}

export function ProcessingFlag({ processing }: { processing: AdminDocument['processing'] }) {
  if (processing.state === 'ready') return null;
  if (processing.state === 'failed') {
    return (
      <span className="flag flag--failed">
        <AlertTriangle aria-hidden="true" /> <Trans>Processing failed</Trans>
      </span>
    );
  }
  if (processing.state === 'queued') {
    return (
      <span className="flag flag--queued">
        <TimerReset aria-hidden="true" /> <Trans>Queued</Trans>
      </span>
    );
  }
  const progress = processing.progress;
  return (
    <span className="flag flag--processing">
      <Loader2 className="spin" aria-hidden="true" /> <Trans>Processing {progress}%</Trans>
    </span>
  );
}

/** "Exact copy" or "Near copy · 93% similar", in the page's language. */
export function duplicateWords(dup: NonNullable<AdminDocument['duplicate']>, i18n: I18n): string {
  const similarity = Math.round(dup.similarity * 100);
  return dup.kind === 'exact' ? i18n._(msg`Exact copy`) : i18n._(msg`Near copy · ${similarity}% similar`);
}

/** The DUPLICATE flag and, beside it, which document it copies (a link that opens that one). */
export function DuplicateFlag({ dup, onOpen }: { dup: NonNullable<AdminDocument['duplicate']>; onOpen: (id: string) => void }) {
  const { i18n } = useLingui();
  const words = duplicateWords(dup, i18n);
  const title = dup.document.title;
  const owner = dup.document.user.fullName;
  return (
    <span className="dup-flag" data-testid="duplicate-flag">
      <span className="flag flag--dup">
        <Copy aria-hidden="true" /> <Trans>Duplicate</Trans>
      </span>
      <span>
        <Trans>
          {words} of{' '}
          <a
            href={`/admin/documents?doc=${dup.document.id}`}
            onClick={(e) => {
              e.preventDefault();
              onOpen(dup.document.id);
            }}
          >
            {title}
          </a>{' '}
          by {owner}
        </Trans>
      </span>
    </span>
  );
}
