// /help: the help centre (spec 001 §2): searchable answers in four categories, Email Support and Live Chat.
import { Trans, useLingui } from '@lingui/react/macro';
import { LifeBuoy } from 'lucide-react';
import { HelpCentre } from '../components/help/HelpCentre.tsx';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function HelpPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Help Center`,
    description: t`Answers about getting started, documents, purchases, and account and security on Studyhall.`,
  });
  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`Help Center` }]} />
          <div className="page-header__row">
            <span className="icon-tile icon-tile--xl" style={{ ['--tile-color' as string]: '#059669' }}>
              <LifeBuoy aria-hidden="true" />
            </span>
            <div>
              <h1 className="page-header__title">
                <Trans>How can we help?</Trans>
              </h1>
              <p className="page-header__lead">
                <Trans>Answers about points, buying and selling documents, refunds, and keeping your account safe.</Trans>
              </p>
            </div>
          </div>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container container--narrow">
          <HelpCentre />
        </div>
      </section>
    </>
  );
}
