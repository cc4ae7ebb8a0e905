// The report dialog (ReportButton loads it when first opened): a reason and optional details, sent to the admins'
// queue; the server's refusals show in the dialog in its words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '../../../../modules/reports/contract.ts';
import { fileReport } from '../../api/reports.ts';
import { ConfirmDialog } from '../admin/ConfirmDialog.tsx';
import { toast } from '../toast.ts';
import { Field, SelectField } from '../ui/Form.tsx';
import { useReportWords } from './report-words.ts';

/** The reasons in the page's language (the contract's REPORT_REASON_LABELS are the admins' English words). */
const REASON_NAMES: Record<ReportReason, MessageDescriptor> = {
  copyright: msg`Copyright infringement`,
  spam: msg`Spam or advertising`,
  inappropriate: msg`Inappropriate or offensive`,
  'wrong-information': msg`Wrong or misleading information`,
  harassment: msg`Harassment or personal information`,
  other: msg`Something else`,
};

export function ReportDialog({ targetType, targetId, onClose }: { targetType: ReportTarget; targetId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const words = useReportWords(targetType);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={words.title}
      text={t`Tell us what is wrong. Our team reviews every report; the owner is not told who reported it.`}
      confirmLabel={t`Send report`}
      busyLabel={t`Sending…`}
      icon={Flag}
      tone="danger"
      onClose={onClose}
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
  );
}
