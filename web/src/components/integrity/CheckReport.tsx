// One check as its owner follows it: running (a skeleton while the worker reads it), failed (the platform's message:
// the points were given back), or done with its report, and which mode answered.
import { useLingui } from '@lingui/react/macro';
import type { DetectionReport, PlagiarismReport } from '../../api/integrity.ts';
import { useCheck } from '../../api/integrity.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { usePoints } from '../tools/points.ts';
import { Alert, Spinner } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { DetectionReportView } from './DetectionReportView.tsx';
import { PlagiarismReportView } from './PlagiarismReportView.tsx';

export function CheckReport({ id }: { id: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const points = usePoints();
  const check = useCheck(id);
  if (check.isError) return <ErrorPanel title={t`This report could not be loaded`} message={check.error.message} onRetry={() => void check.refetch()} />;
  const c = check.data;
  if (!c || c.status === 'queued' || c.status === 'running') {
    return (
      <div className="ic-pending" role="status" data-testid="check-running">
        <p>
          <Spinner /> {c?.kind === 'ai-detection' ? t`Reading your text sentence by sentence…` : t`Comparing your text with Studyhall’s fingerprint index…`}
        </p>
        <Skeleton height={18} />
        <Skeleton height={18} width="80%" />
        <Skeleton height={18} width="60%" />
      </div>
    );
  }
  if (c.status === 'failed') {
    return (
      <Alert tone="danger" title={t`The check could not be finished`}>
        {c.action.error?.message ?? t`The answer could not be produced.`} {c.action.refunded && t`Your points were returned.`}
      </Alert>
    );
  }
  const model = c.action.model ?? t`a language model`;
  const cost = points.long(c.action.points);
  const when = format.dateTime(c.createdAt);
  return (
    <div className="ic-result">
      {c.kind === 'plagiarism' ? (
        <PlagiarismReportView text={c.text} report={c.action.result as PlagiarismReport} />
      ) : (
        <DetectionReportView text={c.text} report={c.action.result as DetectionReport} />
      )}
      <p className="ic-mode" data-testid="check-mode">
        {c.kind === 'plagiarism'
          ? t`Matched by winnowing fingerprints (the MOSS method) on Studyhall’s own index: the same in every mode.`
          : c.action.provider === 'openai'
            ? t`Answered by ${model} through the OpenAI-compatible provider.`
            : t`Answered in local mode: a statistical estimate, no language model involved.`}{' '}
        {cost}, {when}.
      </p>
    </div>
  );
}
