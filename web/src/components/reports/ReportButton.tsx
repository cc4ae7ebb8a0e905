// "Report" on anything users publish (a document, a homework question, a flashcard deck, a review): a reason and
// optional details, sent to the admins' queue. Guests are sent to sign in first; the server's refusals (already
// reported, your own content, too many reports) show in the dialog in its words. Drop it onto any page with the
// item's kind and id.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '../../../../modules/reports/contract.ts';
import { useAuth } from '../../api/accounts.ts';
import { fileReport } from '../../api/reports.ts';
import { loginHref } from '../../lib/auth-routes.ts';
import { ConfirmDialog } from '../admin/ConfirmDialog.tsx';
import { toast } from '../toast.ts';
import { Field, SelectField } from '../ui/Form.tsx';

/** The reasons in the page's language (the contract's REPORT_REASON_LABELS are the admins' English words). */
const REASON_NAMES: Record<ReportReason, MessageDescriptor> = {
  copyright: msg`Copyright infringement`,
  spam: msg`Spam or advertising`,
  inappropriate: msg`Inappropriate or offensive`,
  'wrong-information': msg`Wrong or misleading information`,
  harassment: msg`Harassment or personal information`,
  other: msg`Something else`,
};

/** Each kind's words as whole sentences, so each language can inflect the noun. */
function useReportWords(targetType: ReportTarget) {
  const { t } = useLingui();
  return {
    document: { title: t`Report this document`, signIn: t`Sign in to report this document` },
    question: { title: t`Report this question`, signIn: t`Sign in to report this question` },
    deck: { title: t`Report this deck`, signIn: t`Sign in to report this deck` },
    review: { title: t`Report this review`, signIn: t`Sign in to report this review` },
  }[targetType];
}

export function ReportButton({ targetType, targetId, compact = false }: { targetType: ReportTarget; targetId: string; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const words = useReportWords(targetType);
  const auth = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const className = `btn btn--ghost btn--sm report-button`;
  const label = compact ? t`Report` : words.title;
  if (auth.status !== 'signed-in') {
    return (
      <Link href={loginHref(location, search)} className={className} aria-label={words.signIn}>
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
          title={words.title}
          text={t`Tell us what is wrong. Our team reviews every report; the owner is not told who reported it.`}
          confirmLabel={t`Send report`}
          busyLabel={t`Sending…`}
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
              const message = t`Please choose a reason`;
              setReasonError(message);
              throw new Error(message);
            }
            const answer = await fileReport({ targetType, targetId, reason, details: details.trim() });
            toast.success(t`Report sent`, { description: answer.message });
          }}
        >
          <SelectField label={t`Reason`} value={reason} error={reasonError} onChange={(e) => setReason(e.target.value as ReportReason)}>
            <option value="">{t`Choose a reason`}</option>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {i18n._(REASON_NAMES[r])}
              </option>
            ))}
          </SelectField>
          <Field label={t`Details`} hint={t`Optional, up to 2,000 characters.`} optional>
            {({ id, describedBy }) => (
              <textarea
                id={id}
                className="input"
                value={details}
                maxLength={2000}
                placeholder={t`Where is the original? What did you see?`}
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
