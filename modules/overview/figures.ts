// Gathers the overview's figures from each module's public reads and lays every series on the same days.
import type { EntityManager } from '@mikro-orm/postgresql';
import { signUpsByDay } from '../accounts/index.ts';
import { aiActionsByDay } from '../ai/index.ts';
import { documentFigures } from '../documents/index.ts';
import { pointsSalesByDay } from '../payments/index.ts';
import { type DailyTotal, failedJobsByDay } from '../platform/index.ts';
import { walletFigures } from '../wallet/index.ts';
import type { OverviewFigure, OverviewResponse } from './contract.ts';

const DAY_MS = 86_400_000;

/** The period's days, oldest first, ending today (UTC). */
export function periodDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

function onDays(dates: string[], totals: DailyTotal[]): number[] {
  const byDay = new Map<string, number>();
  for (const t of totals) byDay.set(t.day, (byDay.get(t.day) ?? 0) + t.value);
  return dates.map((d) => byDay.get(d) ?? 0);
}

const sum = (series: number[]) => series.reduce((a, b) => a + b, 0);

export async function overview(em: EntityManager, days: number, now = new Date()): Promise<OverviewResponse> {
  const dates = periodDays(days, now);
  const since = new Date(`${dates[0]}T00:00:00Z`);
  const [signUps, docs, sales, wallet, ai, failed] = await Promise.all([
    signUpsByDay(em, since), documentFigures(em, since), pointsSalesByDay(em, since), walletFigures(em, since),
    aiActionsByDay(em, since), failedJobsByDay(em, since),
  ]);
  const total = (id: OverviewFigure['id'], label: string, unit: OverviewFigure['unit'], totals: DailyTotal[], detail: string, href: string | null): OverviewFigure => {
    const series = onDays(dates, totals);
    return { id, label, value: sum(series), unit, detail, series, href };
  };
  const figures: OverviewFigure[] = [
    total('signUps', 'Sign-ups', 'count', signUps, 'new accounts', '/admin/users'),
    { ...total('uploadsWaiting', 'Uploads waiting', 'count', docs.uploads, 'chart: uploads a day', '/admin/documents?status=pending'), value: docs.waiting },
    total('documentsApproved', 'Documents approved', 'count', docs.approved, 'approved in the period', '/admin/documents?status=approved'),
    total('revenue', 'Revenue', 'cents', sales.revenueCents, 'completed points orders', '/admin/points-orders'),
    total('pointsSold', 'Points sold', 'points', sales.points, 'package points and bonus', '/admin/points-orders'),
    total('pointsSpent', 'Points spent', 'points', wallet.spent, 'documents and document chat', '/admin/points-transactions?type=spent'),
    total('pointsEarned', 'Points earned', 'points', wallet.earned, 'bought, sold and granted', '/admin/points-transactions?type=earned'),
    {
      ...total('withdrawalsWaiting', 'Withdrawals waiting', 'count', wallet.withdrawalRequests, `${wallet.withdrawalsWaiting.sum} points · chart: requests a day`, '/admin/withdrawals'),
      value: wallet.withdrawalsWaiting.count,
    },
    total('aiActions', 'AI actions', 'count', ai, 'every AI tool', null),
    total('failedJobs', 'Failed jobs', 'count', failed, 'retries ran out', null),
  ];
  const tools = [...new Set(ai.map((a) => a.key!))].sort();
  const aiByTool = tools
    .map((tool) => {
      const series = onDays(dates, ai.filter((a) => a.key === tool));
      return { tool, total: sum(series), series };
    })
    .sort((a, b) => b.total - a.total);
  return { days, dates, figures, aiByTool, generatedAt: now.toISOString() };
}
