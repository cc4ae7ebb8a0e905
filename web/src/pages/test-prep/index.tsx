// /test-prep (spec 001 §1-2): what Test Prep does and how, its price, the way in (a plan on the dashboard; a
// guest signs in on the way), and the latest public tests.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, ClipboardCheck, FileQuestion, LineChart } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { useAiPrice } from '../../api/ai-prices.ts';
import { usePublicTests } from '../../api/testprep.ts';
import { TestCards, TestCardSkeletons } from '../../components/testprep/TestCards.tsx';
import { HowItWorks } from '../../components/tools/HowItWorks.tsx';
import { usePoints } from '../../components/tools/points.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

const STEPS = [
  { icon: BookOpen, title: msg`Make a study plan`, text: msg`Name it, set the exam date, and add your notes, uploads and the documents you bought.` },
  { icon: FileQuestion, title: msg`Generate a test`, text: msg`Pick how many questions, which kinds (multiple choice, true/false, short answer) and how hard.` },
  { icon: ClipboardCheck, title: msg`Take it your way`, text: msg`One question at a time or all on a page, with a timer if you like. Answers save as you go.` },
  { icon: LineChart, title: msg`Learn from the results`, text: msg`Every answer explained with the sentence it comes from and a link to its page. Retake and watch your score climb.` },
];

export default function TestPrepPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Test Prep: practice tests from your own study material`,
    description: t`Build a study plan from your notes, uploads and the documents you bought, generate practice tests with multiple-choice, true/false and short-answer questions, and track your scores until the exam.`,
  });
  const { user } = useAuth();
  const recent = usePublicTests({ page: 1 });
  const price = useAiPrice();
  const points = usePoints();
  const start = user ? '/dashboard/test-prep/create' : `/login?returnUrl=${encodeURIComponent('/dashboard/test-prep/create')}`;
  const upTo10 = points.long(price('flashcards', 'upTo10'));
  const upTo20 = price('flashcards', 'upTo20');
  const upTo30 = price('flashcards', 'upTo30');
  const beyond30 = price('flashcards', 'beyond30');
  return (
    <div className="tp-page">
      <section className="container section section--tight">
        <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`Test Prep` }]} />
        <div className="tp-hero">
          <div>
            <span className="eyebrow">
              <Trans>AI study tool</Trans>
            </span>
            <h1 className="tp-head__title tp-hero__title">
              <Trans>Test Prep</Trans>
            </h1>
            <p className="tp-lead">
              <Trans>
                Turn what you are studying into practice tests. Every question comes from your own material and cites the page it was taken from, so
                each mistake points you to exactly what to revise.
              </Trans>
            </p>
            <div className="tp-actions">
              <Link href={start} className="btn btn--primary btn--lg">
                <Trans>Create a study plan</Trans>
              </Link>
              <Link href="/tests" className="btn btn--secondary btn--lg">
                <Trans>Browse practice tests</Trans>
              </Link>
            </div>
            <p className="tp-muted">
              <Trans>
                A test costs points by its size, like flashcards: {upTo10} for up to 10 questions, {upTo20} up to 20, {upTo30} up to 30, {beyond30}{' '}
                beyond. If a test cannot be made, your points come back.
              </Trans>
            </p>
          </div>
        </div>
      </section>
      <HowItWorks steps={STEPS} look="tiles" color="#059669" id="tp-how" />
      <section className="container section section--tight" aria-labelledby="tp-recent">
        <div className="tp-row">
          <h2 id="tp-recent" className="section-title">
            <Trans>Latest practice tests</Trans>
          </h2>
          <Link href="/tests">
            <Trans>See all tests</Trans>
          </Link>
        </div>
        {recent.isPending ? (
          <TestCardSkeletons count={3} />
        ) : recent.data && recent.data.items.length > 0 ? (
          <TestCards items={recent.data.items.slice(0, 6)} />
        ) : (
          <EmptyState icon={ClipboardCheck} title={t`No public tests yet`} text={t`Make the first one from your notes and publish it.`} />
        )}
      </section>
    </div>
  );
}
