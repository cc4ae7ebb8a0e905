// The AI prices as run-time settings: one setting per cost rule with numbers of its own (`ai.price.<rule>`), its
// value the rule's numbers. The rules, their numbers' bounds and the spec's defaults stay in the AI platform's rule
// table (modules/ai/costs.ts); this only turns each rule into a validated setting.
import { z } from 'zod';
import { COST_RULES, DEFAULT_PRICES, type PriceNumbers, type PricedRule, PRICED_RULES, type PriceParam, paramsOf } from '../ai/contract.ts';

export type AiPriceKey = `ai.price.${PricedRule}`;
export const aiPriceKey = (rule: PricedRule): AiPriceKey => `ai.price.${rule}`;
export const isAiPriceKey = (key: string): key is AiPriceKey => key.startsWith('ai.price.');

/** One message for every way a number can be wrong, naming the number and its bounds. */
const whole = (p: PriceParam) => {
  const message = `${p.label}: enter a whole number from ${p.min} to ${p.max.toLocaleString('en-US')}`;
  return z.number({ error: message }).int(message).min(p.min, message).max(p.max, message);
};

function priceSetting(rule: PricedRule) {
  const { label, description } = COST_RULES[rule];
  const params = paramsOf(rule);
  return {
    label: `AI price: ${label}`,
    description,
    unit: 'points',
    schema: z.strictObject(
      Object.fromEntries(Object.entries(params).map(([name, p]) => [name, whole(p)])) as Record<string, ReturnType<typeof whole>>,
      { error: 'Give every number of the rule, and nothing else' },
    ),
  };
}

export const AI_PRICE_SETTINGS = Object.fromEntries(PRICED_RULES.map((rule) => [aiPriceKey(rule), priceSetting(rule)])) as Record<
  AiPriceKey,
  ReturnType<typeof priceSetting>
>;

/** Their defaults are the spec's numbers in the rule table, not the environment. */
export const AI_PRICE_DEFAULTS = Object.fromEntries(PRICED_RULES.map((rule) => [aiPriceKey(rule), DEFAULT_PRICES[rule]])) as Record<AiPriceKey, PriceNumbers>;
