// The AI prices section of /admin/settings: one card per cost rule (spec 001 §9) with its numbers, each a whole
// number within the rule's bounds; saving asks for a reason (audited). The rules, their numbers' names and bounds
// come from the AI platform's rule table, so this page never prices anything itself.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { COST_RULES, type CostRule, type PricedRule, type PriceNumbers, paramsOf } from '../../../../modules/ai/contract.ts';
import type { Setting } from '../../api/admin-settings.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { Field } from '../ui/Form.tsx';
import { ChangedPill } from './AdminPage.tsx';
import { paramWords, ruleWords } from './setting-words.ts';
import '../../styles/admin-ai-prices.css';

export type PriceChange = { s: Setting; value: PriceNumbers };

const ruleOf = (key: string) => key.replace(/^ai\.price\./, '') as PricedRule;

/** "Base price 5 points · Step price 2 points · Block of messages 5 messages sent": a rule's numbers in words. */
function describePrice(rule: PricedRule, numbers: PriceNumbers, i18n: I18n): string {
  return Object.entries(paramsOf(rule))
    .map(([name, p]) => {
      const { label, unit } = paramWords(p, i18n);
      const value = numbers[name];
      return i18n._(msg`${label} ${value} ${unit}`);
    })
    .join(' · ');
}

/** An AI price setting's rule name in the page's language ("Word generation"). */
export const priceName = (s: Setting, i18n: I18n) => ruleWords(ruleOf(s.key), i18n).label;

/** The confirm step's title and text for a change. */
export function priceChangeText({ s, value }: PriceChange, i18n: I18n) {
  const rule = ruleOf(s.key);
  const name = ruleWords(rule, i18n).inSentence;
  const before = describePrice(rule, s.value as PriceNumbers, i18n);
  const after = describePrice(rule, value, i18n);
  return {
    title: i18n._(msg`Change the price of ${name}?`),
    text: i18n._(msg`From ${before} to ${after}. It applies to actions requested from now on.`),
  };
}

function PriceCard({ s, onSave }: { s: Setting; onSave: (change: PriceChange) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const rule = ruleOf(s.key);
  const params = paramsOf(rule);
  const current = s.value as PriceNumbers;
  const [text, setText] = useState<Record<string, string>>(() => Object.fromEntries(Object.keys(params).map((k) => [k, String(current[k])])));
  const dirty = Object.keys(params).some((k) => text[k]?.trim() !== String(current[k]));
  const changed = s.updatedAt ? format.dateTime(s.updatedAt) : null;
  const by = s.updatedBy?.fullName;
  const words = ruleWords(rule, i18n);
  return (
    <form
      className="card card--pad admin-setting ai-price"
      data-testid={`setting-${s.key}`}
      aria-label={words.label}
      onSubmit={(e) => {
        e.preventDefault();
        // Sent as typed: the server checks each number against the rule's bounds and says which one is wrong.
        onSave({ s, value: Object.fromEntries(Object.keys(params).map((k) => [k, text[k]?.trim() === '' ? Number.NaN : Number(text[k])])) });
      }}
    >
      <div className="admin-setting__head">
        <h3 className="admin-setting__title">{words.label}</h3>
        <ChangedPill changed={s.changed} />
      </div>
      <p className="admin-setting__text">{words.description}</p>
      <div className="ai-price__fields">
        {Object.entries(params).map(([name, p]) => (
          <Field key={name} label={paramWords(p, i18n).label} hint={t`${paramWords(p, i18n).unit}, default ${p.default}`}>
            {({ id, describedBy }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                className="input"
                inputMode="numeric"
                value={text[name] ?? ''}
                onChange={(e) => setText((typed) => ({ ...typed, [name]: e.target.value }))}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="ai-price__foot">
        <p className="admin-setting__text">{changed ? (by ? t`Changed ${changed} by ${by}` : t`Changed ${changed} by a former admin`) : t`The spec’s price`}</p>
        <button type="submit" className="btn btn--primary btn--sm" disabled={!dirty}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  );
}

/** The rules that price with another rule's numbers, named so the admin knows a change applies to them too. */
const FOLLOWERS = (Object.keys(COST_RULES) as CostRule[]).flatMap((rule) => {
  const r = COST_RULES[rule];
  return 'follows' in r ? [{ rule, leads: r.follows as CostRule }] : [];
});

export function AiPrices({ items, onSave }: { items: Setting[]; onSave: (change: PriceChange) => void }) {
  const { t, i18n } = useLingui();
  const followers = FOLLOWERS.map(({ rule, leads }) => {
    const follower = ruleWords(rule, i18n).label;
    const leader = ruleWords(leads, i18n).inSentence;
    return t`${follower} follows ${leader}`;
  }).join('; ');
  return (
    <section aria-labelledby="ai-prices-title" data-testid="ai-prices">
      <h2 id="ai-prices-title" className="admin-settings__subtitle ai-prices__title">
        <Coins aria-hidden="true" size={20} /> <Trans>AI prices</Trans>
      </h2>
      <p className="admin-setting__text ai-prices__lead">
        <Trans>
          Points per AI action (1 point = $0.10). A change applies to actions requested after it; a page that still shows the old price is refused and shows
          the new one.
        </Trans>{' '}
        {followers}.
      </p>
      <div className="admin-settings">
        {items.map((s) => (
          <PriceCard key={`${s.key}:${JSON.stringify(s.value)}`} s={s} onSave={onSave} />
        ))}
      </div>
    </section>
  );
}
