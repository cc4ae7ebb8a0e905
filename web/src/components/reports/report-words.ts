// Each kind's words as whole sentences, so each language can inflect the noun: the report button's and its dialog's.
import { useLingui } from '@lingui/react/macro';
import type { ReportTarget } from '../../../../modules/reports/contract.ts';

export function useReportWords(targetType: ReportTarget) {
  const { t } = useLingui();
  return {
    document: { title: t`Report this document`, signIn: t`Sign in to report this document` },
    question: { title: t`Report this question`, signIn: t`Sign in to report this question` },
    deck: { title: t`Report this deck`, signIn: t`Sign in to report this deck` },
    review: { title: t`Report this review`, signIn: t`Sign in to report this review` },
  }[targetType];
}
