// /admin and /admin/dashboard: the figures that matter over 7, 30 or 90 days, each card linking to its admin list,
// with its daily series; AI actions split by tool below. Figures refresh every minute.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { OVERVIEW_PERIODS, type OverviewFigure, type OverviewPeriod } from '../../../../modules/overview/contract.ts';
import { useAdminOverview } from '../../api/admin-overview.ts';
import { AdminPage, StatusTabs } from '../../components/admin/AdminPage.tsx';
import { type ChartSeries, DailyChart } from '../../components/admin/DailyChart.tsx';
import { figureWords, toolName } from '../../components/admin/overview-words.ts';
import { ErrorPanel } from '../../components/ui/States.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import '../../styles/admin-overview.css';

const TOOL_COLORS = ['#4f46e5', '#0891b2', '#16a34a', '#d97706', '#db2777', '#7c3aed', '#475569'];

function FigureCard({ figure, dates }: { figure: OverviewFigure; dates: string[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const value = format.number(figure.value);
  const shown = figure.unit === 'cents' ? format.money(figure.value) : figure.unit === 'points' ? t`${value} pts` : value;
  const { label, detail } = figureWords(figure, i18n);
  const series = useMemo(() => [{ label, values: figure.series, color: '#4f46e5' }], [figure, label]);
  const body = (
    <>
      <span className="overview-card__label">{label}</span>
      <span className="overview-card__value" data-testid={`figure-${figure.id}`}>
        {shown}
      </span>
      <span className="overview-card__detail">{detail}</span>
      <DailyChart dates={dates} series={series} height={48} label={t`${label} per day`} />
    </>
  );
  return figure.href ? (
    <Link href={figure.href} className="overview-card overview-card--link">
      {body}
    </Link>
  ) : (
    <div className="overview-card">{body}</div>
  );
}

export default function AdminOverviewPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [daysParam, setDays] = useQueryParam('days');
  const days = (OVERVIEW_PERIODS.find((d) => String(d) === daysParam) ?? 7) as OverviewPeriod;
  const query = useAdminOverview(days);
  const data = query.data;
  const tools: ChartSeries[] = useMemo(
    () => (data?.aiByTool ?? []).map((tool, i) => ({ label: toolName(tool.tool, i18n), values: tool.series, color: TOOL_COLORS[i % TOOL_COLORS.length]! })),
    [data, i18n],
  );
  return (
    <AdminPage eyebrow={t`Admin`} title={t`Admin overview`} lead={t`The figures that matter, live. Open a figure to see its list.`} testId="admin-overview">
      <StatusTabs<string>
        label={t`Period`}
        tabs={OVERVIEW_PERIODS.map((d) => ({ id: String(d), label: t`${plural(d, { one: '# day', other: '# days' })}` }))}
        value={String(days)}
        onChange={(id) => setDays(id === '7' ? '' : id)}
      />
      {query.isError && <ErrorPanel title={t`Failed to load the overview`} message={query.error.message} onRetry={() => void query.refetch()} />}
      {data && (
        <>
          <div className="overview-grid">
            {data.figures.map((f) => (
              <FigureCard key={f.id} figure={f} dates={data.dates} />
            ))}
          </div>
          <section className="overview-tools" aria-labelledby="overview-tools-title">
            <h2 id="overview-tools-title">
              <Trans>AI actions by tool</Trans>
            </h2>
            {tools.length === 0 ? (
              <p className="overview-tools__empty">{t`${plural(days, { one: 'No AI actions in the last day.', other: 'No AI actions in the last # days.' })}`}</p>
            ) : (
              <>
                <DailyChart dates={data.dates} series={tools} height={200} axes label={t`AI actions per day by tool`} />
                <ul className="overview-tools__list">
                  {data.aiByTool.map((tool, i) => (
                    <li key={tool.tool}>
                      <span className="overview-tools__swatch" style={{ background: tools[i]!.color }} />
                      {tools[i]!.label}
                      <strong>{format.number(tool.total)}</strong>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </>
      )}
    </AdminPage>
  );
}
