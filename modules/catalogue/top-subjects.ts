// The home page's subject grid, kept in memory by each api instance until the counts or the subjects change.
// The counts change in the worker (jobs.ts), the subjects in any instance's admin pages (admin.ts): both say so
// with a NOTIFY in their transaction, which every api instance hears on commit.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notify, type Platform } from '../platform/index.ts';
import { TOP_SUBJECTS, type Subject } from './contract.ts';
import * as q from './queries.ts';

/** The realtime message sent when subjects or their counts changed (`instances` channel: no browser sees it). */
export const SUBJECTS_CHANGED = 'catalogue.subjects-changed';

/**
 * A safety net, not the freshness rule: a listener that lost its connection for a moment misses messages, so an
 * instance still asks again after this long. Without a listener (an api booted without realtime) nothing would
 * tell it of a change, so it does not keep the grid at all.
 */
export const TOP_SUBJECTS_TTL_MS = 600_000;

/** Call inside the transaction that changed subjects: the message goes out when it commits. */
export async function subjectsChanged(em: EntityManager): Promise<void> {
  await notify(em, 'instances', SUBJECTS_CHANGED, {});
}

export function topSubjectsCache(realtime: Platform['realtime']) {
  let kept: { items: Subject[]; at: number } | null = null;
  // A change heard while a read was under way makes that read's answer old: it is not kept.
  let generation = 0;
  const forget = () => {
    generation++;
    kept = null;
  };
  realtime?.on(SUBJECTS_CHANGED, forget);
  return async (em: EntityManager): Promise<Subject[]> => {
    if (kept && Date.now() - kept.at <= TOP_SUBJECTS_TTL_MS) return kept.items;
    const started = generation;
    const at = Date.now();
    const items = await q.topSubjects(em, TOP_SUBJECTS);
    if (realtime && started === generation) kept = { items, at };
    return items;
  };
}
