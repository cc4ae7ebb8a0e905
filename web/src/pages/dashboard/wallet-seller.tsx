// /dashboard/wallet-seller: a seller's earnings (share of each sale), what can be withdrawn, and withdrawal
// requests (PayPal or bank transfer; validated with the wallet contract's schema, like the server).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, Clock, HandCoins, PiggyBank, TrendingUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { type Withdrawal, withdrawalRequestBody } from '../../../../modules/wallet/contract.ts';
import { checkForm } from '../../lib/validation-messages.ts';
import { ApiError, apiSend } from '../../api/client.ts';
import { walletApi, walletKeys } from '../../api/wallet.ts';
import { toast } from '../../components/toast.ts';
import { Alert, InputField, SelectField, SubmitButton } from '../../components/ui/Form.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { DashSection } from '../../components/dashboard/DashSection.tsx';

const statusTone: Record<Withdrawal['status'], string> = {
  pending: 'badge--warning',
  approved: 'badge--brand',
  paid: 'badge--success',
  rejected: 'badge--plain',
};

const statusLabel: Record<Withdrawal['status'], MessageDescriptor> = {
  pending: msg`pending`,
  approved: msg`approved`,
  paid: msg`paid`,
  rejected: msg`rejected`,
};

export default function SellerWalletPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Seller wallet`, description: t`Your earnings from sales and your withdrawals.`, noIndex: true });
  const earnings = useQuery({ queryKey: walletKeys.earnings, queryFn: ({ signal }) => walletApi.earnings(signal) });
  const withdrawals = useQuery({ queryKey: walletKeys.withdrawals, queryFn: ({ signal }) => walletApi.withdrawals(signal) });
  const e = earnings.data;
  const stat = (label: string, value: number | undefined, Icon: typeof TrendingUp, sub?: string) => (
    <div className="card wallet-stat">
      <Icon aria-hidden="true" className="wallet-stat__icon wallet-stat__icon--up" />
      <span className="wallet-stat__label">{label}</span>
      <strong>{value === undefined ? <Skeleton width={60} height={22} /> : t`${format.number(value)} pts`}</strong>
      {sub && <span className="wallet-stat__label">{sub}</span>}
    </div>
  );
  return (
    <div className="dash-page wallet">
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>Seller wallet</Trans>
        </h1>
        <p className="dash-page__lead">
          {e ? (
            <Trans>You keep {e.sellerSharePercent}% of every sale. Earned points can be paid out by PayPal or bank transfer.</Trans>
          ) : (
            <Trans>You keep your share of every sale. Earned points can be paid out by PayPal or bank transfer.</Trans>
          )}
        </p>
      </header>
      <div className="wallet-stats wallet-stats--seller">
        <div className="wallet-balance">
          <span className="wallet-balance__label">
            <HandCoins aria-hidden="true" /> <Trans>Withdrawable now</Trans>
          </span>
          <strong className="wallet-balance__value">
            {e ? format.number(e.withdrawablePoints) : <Skeleton width={120} height={40} />}
            <small> {t`pts`}</small>
          </strong>
          <span className="wallet-balance__usd">{e ? t`≈ ${format.money(e.withdrawablePoints * 10)} USD` : ' '}</span>
        </div>
        {stat(t`Earned from sales`, e?.earnedPoints, TrendingUp, e ? t`${plural(e.salesCount, { one: '# sale', other: '# sales' })}` : undefined)}
        {stat(t`Pending payouts`, e?.pendingWithdrawalPoints, Clock, e ? t`${format.number(e.paidOutPoints)} pts paid out` : undefined)}
      </div>
      <DashSection id="withdraw-title" title={t`Request a withdrawal`}>
        <div className="card card--pad">
          {e ? <WithdrawForm max={e.withdrawablePoints} min={e.minimumWithdrawalPoints} /> : <Skeleton height={120} />}
        </div>
      </DashSection>
      <DashSection id="withdrawals-title" title={t`Withdrawal requests`}>
        {withdrawals.isLoading ? (
          <Skeleton height={100} />
        ) : (withdrawals.data?.items.length ?? 0) === 0 ? (
          <div className="card card--pad wallet-empty">
            <PiggyBank aria-hidden="true" /> <Trans>No withdrawals yet.</Trans>
          </div>
        ) : (
          <div className="card wallet-table-wrap">
            <table className="wallet-table">
              <thead>
                <tr>
                  <th>
                    <Trans>Requested</Trans>
                  </th>
                  <th>
                    <Trans>Points</Trans>
                  </th>
                  <th>
                    <Trans>Amount</Trans>
                  </th>
                  <th>
                    <Trans>Method</Trans>
                  </th>
                  <th>
                    <Trans>Status</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {withdrawals.data?.items.map((w) => (
                  <tr key={w.id}>
                    <td>{format.date(w.createdAt)}</td>
                    <td>{format.number(w.points)}</td>
                    <td>{format.money(w.amountCents)}</td>
                    <td>{w.method === 'paypal' ? 'PayPal' : t`Bank transfer`}</td>
                    <td>
                      <span className={`badge ${statusTone[w.status]}`}>{i18n._(statusLabel[w.status])}</span>
                      {w.adminNote && <span className="wallet-table__sub"> {w.adminNote}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DashSection>
    </div>
  );
}

function WithdrawForm({ max, min }: { max: number; min: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const client = useQueryClient();
  const [points, setPoints] = useState('');
  const [method, setMethod] = useState<'paypal' | 'bank_transfer'>('paypal');
  const [email, setEmail] = useState('');
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const eligible = max >= min;
  const request = useMutation({
    mutationFn: (body: z.infer<typeof withdrawalRequestBody>) => apiSend('POST', '/api/wallet/withdrawals', { body }),
    onSuccess: (_, body) => {
      toast.success(t`Withdrawal requested`, { description: t`${plural(body.points, { one: '# point is on hold until it is paid.', other: '# points are on hold until it is paid.' })}` });
      setPoints('');
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t`Could not request the withdrawal.`),
  });

  function submit(ev: FormEvent) {
    ev.preventDefault();
    const payout = method === 'paypal' ? { method, email } : { method, accountHolder: holder, iban };
    const parsed = checkForm(withdrawalRequestBody, { points: Number(points), payout }, i18n);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path.at(-1) ?? 'points')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    request.mutate(parsed.data);
  }

  if (!eligible) {
    return (
      <Alert tone="info" title={t`Withdrawals start at ${plural(min, { one: '# point', other: '# points' })} (${format.money(min * 10)})`}>
        <Trans>
          You can withdraw <Plural value={max} one="# point" other="# points" /> so far. Only points earned from sales can be paid out.
        </Trans>
      </Alert>
    );
  }
  return (
    <form className="withdraw-form" onSubmit={submit} aria-label={t`Request a withdrawal`} noValidate>
      <InputField
        label={t`Points`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        hint={t`Between ${format.number(min)} and ${plural(max, { one: '# point', other: '# points' })}`}
        error={errors.points}
      />
      <SelectField label={t`Payout method`} value={method} onChange={(e) => setMethod(e.target.value as 'paypal' | 'bank_transfer')}>
        {/* i18n-ignore: a brand name */}
        <option value="paypal">PayPal</option>
        <option value="bank_transfer">{t`Bank transfer`}</option>
      </SelectField>
      {method === 'paypal' ? (
        <InputField label={t`PayPal email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      ) : (
        <>
          <InputField label={t`Account holder`} value={holder} onChange={(e) => setHolder(e.target.value)} error={errors.accountHolder} />
          <InputField label={t`IBAN`} value={iban} onChange={(e) => setIban(e.target.value)} error={errors.iban} />
        </>
      )}
      <SubmitButton busy={request.isPending} className="btn btn--primary">
        <Banknote aria-hidden="true" /> <Trans>Request withdrawal</Trans>
      </SubmitButton>
    </form>
  );
}
