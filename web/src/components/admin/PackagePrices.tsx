// The points packages and bonus tiers on /admin/settings: each package edited on its own card, the tiers as one
// list saved together. Checked with the server's contract before the confirm step; the reason goes to the audit log.
import { Trans, useLingui } from '@lingui/react/macro';
import { Coins, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { bonusTierInput, type PackageChange, packageChange } from '../../../../modules/wallet/contract.ts';
import { checkForm } from '../../lib/validation-messages.ts';
import { type AdminBonusTier, type AdminPackage, useChangeBonusTiers, useChangePackage } from '../../api/admin-pricing.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { toast } from '../toast.ts';
import { Field } from '../ui/Form.tsx';
import { Pill } from './AdminPage.tsx';
import { auditReason, ConfirmDialog } from './ConfirmDialog.tsx';
import { centsOf, dollars, fieldErrors, PRICE_FORMAT_MESSAGE } from './price-input.ts';

const packageFields = packageChange.omit({ reason: true });

function NumberInput({ label, value, onChange, error, hint, inputMode = 'numeric' }: { label: string; value: string; onChange: (v: string) => void; error?: string; hint?: string; inputMode?: 'numeric' | 'decimal' }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} className="input" inputMode={inputMode} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

function PackageCard({ p }: { p: AdminPackage }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const change = useChangePackage();
  const [form, setForm] = useState({ price: dollars(p.priceCents), points: String(p.points), bonusPoints: String(p.bonusPoints), sortOrder: String(p.sortOrder), isActive: p.isActive });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<Omit<PackageChange, 'reason'> | null>(null);
  const set = (key: keyof typeof form) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const values = { priceCents: centsOf(form.price), points: Number(form.points), bonusPoints: Number(form.bonusPoints), sortOrder: Number(form.sortOrder), isActive: form.isActive };
  const name = p.name;
  const currency = p.currency.toUpperCase();
  const price = (cents: number) => format.money(cents, p.currency);
  const dirty = values.priceCents !== p.priceCents || values.points !== p.points || values.bonusPoints !== p.bonusPoints || values.sortOrder !== p.sortOrder || values.isActive !== p.isActive;
  return (
    <>
    <form
      className="card card--pad admin-setting"
      data-testid={`package-${p.slug}`}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = checkForm(packageFields, values, i18n);
        const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
        if (Number.isNaN(values.priceCents)) found.priceCents = i18n._(PRICE_FORMAT_MESSAGE);
        setErrors(found);
        if (parsed.success && !found.priceCents) setConfirming(parsed.data);
      }}
    >
      <div className="admin-setting__head">
        <h3 className="admin-setting__title">{p.name}</h3>
        {p.isActive ? (
          <Pill tone="success">
            <Trans>On sale</Trans>
          </Pill>
        ) : (
          <Pill tone="muted">
            <Trans>Off sale</Trans>
          </Pill>
        )}
      </div>
      <div className="admin-price-grid">
        <NumberInput label={t`Price (${currency})`} value={form.price} onChange={set('price')} error={errors.priceCents} inputMode="decimal" />
        <NumberInput label={t`Points`} value={form.points} onChange={set('points')} error={errors.points} />
        <NumberInput label={t`Bonus points`} value={form.bonusPoints} onChange={set('bonusPoints')} error={errors.bonusPoints} />
        <NumberInput label={t`Order`} value={form.sortOrder} onChange={set('sortOrder')} error={errors.sortOrder} hint={t`Among packages of the same price`} />
      </div>
      <label className="admin-price-check">
        <input type="checkbox" checked={form.isActive} onChange={(e) => set('isActive')(e.target.checked)} /> <Trans>On sale</Trans>
      </label>
      <div className="admin-setting__actions">
        <button type="submit" className="btn btn--primary btn--sm" disabled={!dirty}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
      {confirming && (
        <ConfirmDialog
          title={t`Change the ${name} package?`}
          text={
            confirming.isActive
              ? t`${price(confirming.priceCents)} for ${confirming.points} + ${confirming.bonusPoints} bonus points, on sale. New checkouts use it; an order already started keeps its price.`
              : t`${price(confirming.priceCents)} for ${confirming.points} + ${confirming.bonusPoints} bonus points, off sale. New checkouts use it; an order already started keeps its price.`
          }
          confirmLabel={t`Save`}
          icon={Coins}
          reason={auditReason(i18n)}
          onClose={() => setConfirming(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync({ id: p.id, change: { ...confirming, reason } });
            toast.success(t`Package saved`, { description: `${name}: ${price(confirming.priceCents)}` });
          }}
        />
      )}
    </>
  );
}

type TierRow = { key: string; from: string; percent: string; isActive: boolean };
const rowOf = (t: AdminBonusTier): TierRow => ({ key: t.id, from: dollars(t.minAmountCents), percent: String(t.bonusPercent), isActive: t.isActive });

function BonusTiers({ tiers }: { tiers: AdminBonusTier[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const change = useChangeBonusTiers();
  const [rows, setRows] = useState<TierRow[]>(tiers.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<{ minAmountCents: number; bonusPercent: number; isActive: boolean }[] | null>(null);
  const edit = (i: number, patch: Partial<TierRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <>
    <form
      className="card card--pad admin-setting"
      data-testid="bonus-tiers"
      onSubmit={(e) => {
        e.preventDefault();
        const found: Record<string, string> = {};
        const parsed = rows.map((r, i) => {
          const cents = centsOf(r.from);
          const result = checkForm(bonusTierInput, { minAmountCents: cents, bonusPercent: Number(r.percent), isActive: r.isActive }, i18n);
          if (!result.success) for (const [k, v] of Object.entries(fieldErrors(result.error.issues))) found[`${i}.${k}`] = v;
          if (Number.isNaN(cents)) found[`${i}.minAmountCents`] = i18n._(PRICE_FORMAT_MESSAGE);
          return result.success ? result.data : null;
        });
        const amounts = parsed.map((t) => t?.minAmountCents);
        amounts.forEach((a, i) => {
          if (a !== undefined && amounts.indexOf(a) !== i) found[`${i}.minAmountCents`] = t`Two bonus tiers cannot start at the same amount.`;
        });
        setErrors(found);
        if (!Object.keys(found).length) setConfirming(parsed.filter((t) => t !== null).sort((a, b) => a.minAmountCents - b.minAmountCents));
      }}
    >
      <div className="admin-setting__head">
        <h3 className="admin-setting__title">
          <Trans>Bonus tiers</Trans>
        </h3>
      </div>
      <p className="admin-setting__text">
        <Trans>A custom amount from a tier's amount earns its bonus, as a percentage of the base points (10 points per dollar).</Trans>
      </p>
      <ul className="admin-tier-list">
        {rows.map((r, i) => (
          <li key={r.key} className="admin-tier" data-testid={`tier-${i}`}>
            <NumberInput label={t`From (USD)`} value={r.from} onChange={(from) => edit(i, { from })} error={errors[`${i}.minAmountCents`]} inputMode="decimal" />
            <NumberInput label={t`Bonus (%)`} value={r.percent} onChange={(percent) => edit(i, { percent })} error={errors[`${i}.bonusPercent`]} />
            <label className="admin-price-check">
              <input type="checkbox" checked={r.isActive} onChange={(e) => edit(i, { isActive: e.target.checked })} /> <Trans>Active</Trans>
            </label>
            <button type="button" className="btn btn--ghost btn--sm" aria-label={t`Remove the tier from $${r.from}`} onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className="admin-setting__actions">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRows((all) => [...all, { key: crypto.randomUUID(), from: '', percent: '', isActive: true }])}>
          <Plus aria-hidden="true" /> <Trans>Add tier</Trans>
        </button>
        <button type="submit" className="btn btn--primary btn--sm">
          <Trans>Save tiers</Trans>
        </button>
      </div>
    </form>
      {confirming && (
        <ConfirmDialog
          title={t`Change the bonus tiers?`}
          text={
            confirming.length
              ? confirming
                  .map((tier) => {
                    const from = format.money(tier.minAmountCents, 'usd');
                    const percent = tier.bonusPercent;
                    return tier.isActive ? t`from ${from}: ${percent}%` : t`from ${from}: ${percent}% (inactive)`;
                  })
                  .join(', ')
              : t`No bonus on custom amounts.`
          }
          confirmLabel={t`Save`}
          icon={Coins}
          reason={auditReason(i18n)}
          onClose={() => setConfirming(null)}
          onConfirm={async (reason) => {
            await change.mutateAsync({ tiers: confirming, reason });
            toast.success(t`Bonus tiers saved`);
          }}
        />
      )}
    </>
  );
}

export function PackagePrices({ packages, tiers }: { packages: AdminPackage[]; tiers: AdminBonusTier[] }) {
  return (
    <>
      <h2 className="admin-settings__subtitle">
        <Trans>Points packages</Trans>
      </h2>
      <p className="admin-setting__text admin-settings__note">
        <Trans>Changes apply to new checkouts; an order already started keeps the price it was created with. At least one package stays on sale.</Trans>
      </p>
      <div className="admin-settings">
        {packages.map((p) => (
          <PackageCard key={`${p.id}:${p.updatedAt}`} p={p} />
        ))}
      </div>
      <h2 className="admin-settings__subtitle">
        <Trans>Bonus tiers for custom amounts</Trans>
      </h2>
      <BonusTiers key={tiers.map((t) => `${t.id}:${t.minAmountCents}:${t.bonusPercent}:${t.isActive}`).join()} tiers={tiers} />
    </>
  );
}
