// "Report" on anything users publish (a document, a homework question, a flashcard deck, a review): a reason and
// optional details, sent to the admins' queue. Guests are sent to sign in first; the server's refusals (already
// reported, your own content, too many reports) show in the dialog in its words. Drop it onto any page with the
// item's kind and id.
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTarget } from '../../../../modules/reports/contract.ts';
import { useAuth } from '../../api/accounts.ts';
import { fileReport } from '../../api/reports.ts';
import { loginHref } from '../../lib/auth-routes.ts';
import { ConfirmDialog } from '../admin/ConfirmDialog.tsx';
import { toast } from '../toast.ts';
import { Field, SelectField } from '../ui/Form.tsx';

const NOUN: Record<ReportTarget, string> = { document: 'document', question: 'question', deck: 'deck', review: 'review' };

export function ReportButton({ targetType, targetId, compact = false }: { targetType: ReportTarget; targetId: string; compact?: boolean }) {
  const auth = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const className = `btn btn--ghost btn--sm report-button`;
  const label = compact ? 'Report' : `Report this ${NOUN[targetType]}`;
  if (auth.status !== 'signed-in') {
    return (
      <Link href={loginHref(location, search)} className={className} aria-label={`Sign in to report this ${NOUN[targetType]}`}>
        <Flag aria-hidden="true" /> {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" /> {label}
      </button>
      {open && (
        <ConfirmDialog
          title={`Report this ${NOUN[targetType]}`}
          text="Tell us what is wrong. Our team reviews every report; the owner is not told who reported it."
          confirmLabel="Send report"
          busyLabel="Sending…"
          icon={Flag}
          tone="danger"
          onClose={() => {
            setOpen(false);
            setReason('');
            setDetails('');
            setReasonError(null);
          }}
          onConfirm={async () => {
            if (!reason) {
              setReasonError('Please choose a reason');
              throw new Error('Please choose a reason');
            }
            const answer = await fileReport({ targetType, targetId, reason, details: details.trim() });
            toast.success('Report sent', { description: answer.message });
          }}
        >
          <SelectField label="Reason" value={reason} error={reasonError} onChange={(e) => setReason(e.target.value as ReportReason)}>
            <option value="">Choose a reason</option>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {REPORT_REASON_LABELS[r]}
              </option>
            ))}
          </SelectField>
          <Field label="Details" hint="Optional, up to 2,000 characters." optional>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                className="input"
                value={details}
                maxLength={2000}
                placeholder="Where is the original? What did you see?"
                aria-describedby={describedBy}
                onChange={(e) => setDetails(e.target.value)}
              />
            )}
          </Field>
        </ConfirmDialog>
      )}
    </>
  );
}
