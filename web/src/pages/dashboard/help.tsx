// /dashboard/help: the help centre inside the dashboard shell.
import { Trans, useLingui } from '@lingui/react/macro';
import { HelpCentre } from '../../components/help/HelpCentre.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

export default function DashboardHelpPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Help · Dashboard`, noIndex: true });
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>Help</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Search the answers, or write to us: we reply within 24 hours on working days.</Trans>
        </p>
      </header>
      <HelpCentre />
    </div>
  );
}
