// The AI prices as run-time settings: one setting per cost rule with numbers of its own (`ai.price.<rule>`), its
// value the rule's numbers. The rules, their numbers' bounds and the spec's defaults stay in the rule table
// (costs.ts); this turns each rule into a validated setting, which modules/registry.ts registers with the settings
// module (that module stores, validates and audits the numbers, and knows nothing of the rules).
import { z } from 'zod';
import { AI_PRICE_PREFIX, type RegisteredSetting } from '../settings/index.ts';
import { COST_RULES, DEFAULT_PRICES, type PricedRule, PRICED_RULES, type PriceParam, paramsOf } from './costs.ts';

export type AiPriceKey = `ai.price.${PricedRule}`;
export const aiPriceKey = (rule: PricedRule): AiPriceKey => `${AI_PRICE_PREFIX}${rule}` as AiPriceKey;

/** One message for every way a number can be wrong, naming the number and its bounds. */
const whole = (p: PriceParam) => {
  const message = `${p.label}: enter a whole number from ${p.min} to ${p.max.toLocaleString('en-US')}`;
  return z.number({ error: message }).int(message).min(p.min, message).max(p.max, message);
};

/** Its default is the spec's numbers in the rule table, not the environment. */
function priceSetting(rule: PricedRule): RegisteredSetting {
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
    defaultValue: () => DEFAULT_PRICES[rule],
  };
}

export const AI_PRICE_SETTINGS = Object.fromEntries(PRICED_RULES.map((rule) => [aiPriceKey(rule), priceSetting(rule)])) as Record<AiPriceKey, RegisteredSetting>;
