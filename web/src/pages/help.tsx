// /help: the help centre (spec 001 §2): searchable answers in four categories, Email Support and Live Chat.
import { LifeBuoy } from 'lucide-react';
import { HelpCentre } from '../components/help/HelpCentre.tsx';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function HelpPage() {
  usePageMeta({
    title: 'Help Center',
    description: 'Answers about getting started, documents, purchases, and account and security on Studyhall.',
  });
  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Help Center' }]} />
          <div className="page-header__row">
            <span className="icon-tile icon-tile--xl" style={{ ['--tile-color' as string]: '#059669' }}>
              <LifeBuoy aria-hidden="true" />
            </span>
            <div>
              <h1 className="page-header__title">How can we help?</h1>
              <p className="page-header__lead">
                Answers about points, buying and selling documents, refunds, and keeping your account safe.
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
