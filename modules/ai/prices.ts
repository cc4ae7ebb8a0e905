// The AI prices as they apply now: each rule's numbers from its setting (price-settings.ts; an admin's change, else
// the spec's defaults). The settings module's cache answers from memory for up to 5 seconds, so a busy tool reads the
// settings table at most once per window and process.
import type { EntityManager } from '@mikro-orm/postgresql';
import { getSetting } from '../settings/index.ts';
import { type AiPrices, type CostInput, type CostRule, defaultNumbers, PRICED_RULES, quote } from './costs.ts';
import { aiPriceKey } from './price-settings.ts';

export async function aiPrices(em: EntityManager): Promise<AiPrices> {
  const entries = await Promise.all(PRICED_RULES.map(async (rule) => [rule, await getSetting(em, aiPriceKey(rule), defaultNumbers(rule))] as const));
  return Object.fromEntries(entries) as AiPrices;
}

/** The points of one action under a rule at today's prices (a quote route's answer). */
export async function quoteNow<R extends CostRule>(em: EntityManager, rule: R, input: CostInput<R>): Promise<number> {
  return quote(await aiPrices(em), rule, input);
}
