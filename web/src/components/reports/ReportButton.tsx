// "Report" on anything users publish (a document, a homework question, a flashcard deck, a review): a reason and
// optional details, sent to the admins' queue. Guests are sent to sign in first; the server's refusals (already
// reported, your own content, too many reports) show in the dialog in its words. Drop it onto any page with the
// item's kind and id. The dialog loads when it is first opened: most visitors of a page never report it, and its form
// weighed on the document page's first load (the 150 KB budget, issue #29).
import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ReportTarget } from '../../../../modules/reports/contract.ts';
import { useAuth } from '../../api/accounts.ts';
import { loginHref } from '../../lib/auth-routes.ts';
import { useReportWords } from './report-words.ts';

const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

export function ReportButton({ targetType, targetId, compact = false }: { targetType: ReportTarget; targetId: string; compact?: boolean }) {
  const { t } = useLingui();
  const words = useReportWords(targetType);
  const auth = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
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
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
