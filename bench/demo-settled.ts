// Waiting for the demo data a bench starts from: `seedAll` queues the demo documents, and the worker in the bench's own
// process then checks, previews and approves them and runs the AI jobs they bring. Measured while that goes on, a
// page or a route pays for the seeding's CPU: a bench waits until the worker is idle.
import { STATUS_ID } from '../modules/documents/contract.ts';

type Sql = (q: string) => Promise<Record<string, any>[]>;

/**
 * Resolves once at least `approved` demo documents are approved and no job has been due for five seconds, or after
 * `limitMs` (a slow machine still measures, and says so in the figure's load).
 */
export async function demoSettled(sql: Sql, { approved = 40, limitMs = 600_000 } = {}): Promise<void> {
  const started = performance.now();
  let quietSince = 0;
  for (;;) {
    const [{ n }] = await sql(`select count(*)::int as n from documents where status_id = ${STATUS_ID.approved}`);
    const [{ due }] = await sql(`select count(*)::int as due from pgboss.job where state = 'active' or (state in ('created', 'retry') and start_after <= now())`);
    quietSince = n >= approved && due === 0 ? quietSince || performance.now() : 0;
    if ((quietSince && performance.now() - quietSince > 5_000) || performance.now() - started > limitMs) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
