// /dashboard/help: the help centre inside the dashboard shell.
import { HelpCentre } from '../../components/help/HelpCentre.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

export default function DashboardHelpPage() {
  usePageMeta({ title: 'Help · Dashboard', noIndex: true });
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1 className="dash-page__title">Help</h1>
        <p className="dash-page__lead">Search the answers, or write to us: we reply within 24 hours on working days.</p>
      </header>
      <HelpCentre />
    </div>
  );
}
