// The admin overview (/admin): the figures that matter over the last 7, 30 or 90 days, each with a daily series and
// the admin list it comes from. The web imports this file for the page.
import { z } from 'zod';

export const OVERVIEW_PERIODS = [7, 30, 90] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export const overviewQuery = z.object({
  days: z.enum(['7', '30', '90']).default('7').describe('the period in days, ending today (UTC)'),
});

export const FIGURE_IDS = [
  'signUps', 'uploadsWaiting', 'documentsApproved', 'revenue', 'pointsSold', 'pointsSpent', 'pointsEarned',
  'withdrawalsWaiting', 'aiActions', 'failedJobs',
] as const;
export type FigureId = (typeof FIGURE_IDS)[number];

export const overviewFigure = z.object({
  id: z.enum(FIGURE_IDS),
  label: z.string(),
  /** The headline number: the period's total, or for a queue (uploads and withdrawals waiting) its length now. */
  value: z.number(),
  unit: z.enum(['count', 'cents', 'points']),
  /** What the value counts, in words (a queue says what its series counts instead). */
  detail: z.string(),
  /** One number a day, oldest first, aligned with `dates`. */
  series: z.array(z.number()),
  /** The admin list the figure comes from; null where no list page exists yet (failed jobs: the CLI's `jobs`). */
  href: z.string().nullable(),
});
export type OverviewFigure = z.infer<typeof overviewFigure>;

export const overviewResponse = z.object({
  days: z.number().int(),
  /** YYYY-MM-DD (UTC), oldest first. */
  dates: z.array(z.string()),
  figures: z.array(overviewFigure),
  aiByTool: z.array(z.object({ tool: z.string(), total: z.number().int(), series: z.array(z.number()) })),
  generatedAt: z.string(),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

export const overviewRoutes = {
  get: { method: 'get', path: '/api/admin/overview', access: 'admin', query: overviewQuery, response: overviewResponse },
} as const;
