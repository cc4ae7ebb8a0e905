// Helpers for the AI tests: points given through the wallet, a balance, waiting for an AI action to end, the
// actions /metrics has counted; and the topic pages (topic-pages.ts).
import { readAction } from '../../modules/ai/index.ts';
import { metricsRegistry, uuidv7 } from '../../modules/platform/index.ts';
import { credit } from '../../modules/wallet/index.ts';
import { eventually, type Harness, sql } from './http-harness.ts';

export { TOPICS, pageOf, topicPage, topicPdf } from './topic-pages.ts';

export async function givePoints(h: Harness, userId: string, amount: number) {
  await h.platform.orm.em.fork().transactional((em) => credit(em, { userId, amount, description: 'Test points', idempotencyKey: `test:${uuidv7()}` }));
}

export async function balance(h: Harness, userId: string): Promise<number> {
  const [row] = await sql(h, 'select points_balance from user_points where user_id = ?', [userId]);
  return Number(row?.points_balance ?? 0);
}

export async function ended(h: Harness, actionId: string, ms = 20_000) {
  return eventually(
    () => readAction(h.platform.orm.em.fork(), actionId),
    (a) => a?.status === 'done' || a?.status === 'failed',
    ms,
  );
}

/** `studyhall_ai_actions_total` for one tool and outcome, as this process has counted it. */
export async function actionsCounted(tool: string, outcome: 'done' | 'failed'): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('studyhall_ai_actions_total')?.get();
  return metric?.values.find((v) => v.labels.tool === tool && v.labels.outcome === outcome)?.value ?? 0;
}
