// /admin and /admin/dashboard: the figures that matter over 7, 30 or 90 days, each card linking to its admin list,
// with its daily series; AI actions split by tool below. Figures refresh every minute.
import { useMemo } from 'react';
import { Link } from 'wouter';
import { OVERVIEW_PERIODS, type OverviewFigure, type OverviewPeriod } from '../../../../modules/overview/contract.ts';
import { useAdminOverview } from '../../api/admin-overview.ts';
import { AdminPage, StatusTabs } from '../../components/admin/AdminPage.tsx';
import { type ChartSeries, DailyChart } from '../../components/admin/DailyChart.tsx';
import { ErrorPanel } from '../../components/ui/States.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatMoney, formatNumber, titleCase } from '../../lib/format.ts';
import '../../styles/admin-overview.css';

const TOOL_COLORS = ['#4f46e5', '#0891b2', '#16a34a', '#d97706', '#db2777', '#7c3aed', '#475569'];

function shown(f: OverviewFigure): string {
  if (f.unit === 'cents') return formatMoney(f.value);
  return f.unit === 'points' ? `${formatNumber(f.value)} pts` : formatNumber(f.value);
}

function FigureCard({ figure, dates }: { figure: OverviewFigure; dates: string[] }) {
  const series = useMemo(() => [{ label: figure.label, values: figure.series, color: '#4f46e5' }], [figure]);
  const body = (
    <>
      <span className="overview-card__label">{figure.label}</span>
      <span className="overview-card__value" data-testid={`figure-${figure.id}`}>
        {shown(figure)}
      </span>
      <span className="overview-card__detail">{figure.detail}</span>
      <DailyChart dates={dates} series={series} height={48} label={`${figure.label} per day`} />
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
  const [daysParam, setDays] = useQueryParam('days');
  const days = (OVERVIEW_PERIODS.find((d) => String(d) === daysParam) ?? 7) as OverviewPeriod;
  const query = useAdminOverview(days);
  const data = query.data;
  const tools: ChartSeries[] = useMemo(
    () => (data?.aiByTool ?? []).map((t, i) => ({ label: titleCase(t.tool.replaceAll('-', ' ')), values: t.series, color: TOOL_COLORS[i % TOOL_COLORS.length]! })),
    [data],
  );
  return (
    <AdminPage eyebrow="Admin" title="Admin overview" lead="The figures that matter, live. Open a figure to see its list." testId="admin-overview">
      <StatusTabs<string>
        label="Period"
        tabs={OVERVIEW_PERIODS.map((d) => ({ id: String(d), label: `${d} days` }))}
        value={String(days)}
        onChange={(id) => setDays(id === '7' ? '' : id)}
      />
      {query.isError && <ErrorPanel title="Failed to load the overview" message={query.error.message} onRetry={() => void query.refetch()} />}
      {data && (
        <>
          <div className="overview-grid">
            {data.figures.map((f) => (
              <FigureCard key={f.id} figure={f} dates={data.dates} />
            ))}
          </div>
          <section className="overview-tools" aria-labelledby="overview-tools-title">
            <h2 id="overview-tools-title">AI actions by tool</h2>
            {tools.length === 0 ? (
              <p className="overview-tools__empty">No AI actions in the last {days} days.</p>
            ) : (
              <>
                <DailyChart dates={data.dates} series={tools} height={200} axes label="AI actions per day by tool" />
                <ul className="overview-tools__list">
                  {data.aiByTool.map((t, i) => (
                    <li key={t.tool}>
                      <span className="overview-tools__swatch" style={{ background: tools[i]!.color }} />
                      {tools[i]!.label}
                      <strong>{formatNumber(t.total)}</strong>
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
