// Seeds that quote the demo marketplace (questions, decks, tests) wait for it to settle: the demo documents are
// processed and approved in the background after `npm start`, so a seed job looks at how many are approved and
// comes back later until that number held still for one wait (at most MAX_ROUNDS waits, about five minutes).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform } from '../platform/index.ts';
import { approvedDocumentCount } from './queries.ts';

/** A seed job's memory of the last look; `FIRST_LOOK` starts it. */
export type SettleJob = { approved: number; round: number };
export const FIRST_LOOK: SettleJob = { approved: -1, round: 0 };
const WAIT_MS = 10_000;
const MAX_ROUNDS = 30;

/** True once the approved documents settled; otherwise false, with the job queued again to look after `waitMs`. */
export async function demoDocumentsSettled(platform: Platform, em: EntityManager, queue: string, job: SettleJob, waitMs = WAIT_MS): Promise<boolean> {
  const approved = await approvedDocumentCount(em);
  if ((approved === 0 || approved !== job.approved) && job.round < MAX_ROUNDS) {
    await platform.bus.enqueue(em, queue, { approved, round: job.round + 1 } satisfies SettleJob, { startAfter: new Date(Date.now() + waitMs) });
    return false;
  }
  return true;
}
