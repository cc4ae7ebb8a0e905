// Settings > Billing (spec 001 §2): the saved address, with Edit Address, or Add Address when there is
// none. Fields: address line 1 and 2 (optional), city, state, country, postal code, phone and whether it
// is the default billing address.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Phone, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { billingBody } from '../../../../modules/accounts/contract.ts';
import { checkForm } from '../../lib/validation-messages.ts';
import { accountKeys, accountsApi, type BillingAddress } from '../../api/accounts.ts';
import { useCountries } from '../../api/catalogue.ts';
import { ApiError, apiFieldErrors } from '../../api/client.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { toast } from '../toast.ts';
import { InputField, SelectField, SubmitButton } from '../ui/Form.tsx';
import { firstIssues, useFields } from '../ui/useFields.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../ui/States.tsx';
import { SettingsCard } from './SettingsCard.tsx';

type Form = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  countryId: string;
  postalCode: string;
  phone: string;
  defaultBillingAddress: boolean;
};
type Errors = Partial<Record<keyof Form, string>>;

const empty: Form = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  countryId: '',
  postalCode: '',
  phone: '',
  defaultBillingAddress: true,
};

function formOf(a: BillingAddress | null): Form {
  if (!a) return empty;
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    countryId: a.countryId ?? '',
    postalCode: a.postalCode ?? '',
    phone: a.phone ?? '',
    defaultBillingAddress: a.defaultBillingAddress,
  };
}

export function BillingTab() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const billing = useQuery({ queryKey: accountKeys.billing, queryFn: ({ signal }) => accountsApi.billing(signal) });
  const countries = useCountries();
  const [editing, setEditing] = useState(false);
  const { values: form, setValues: setForm, setErrors, field } = useFields<Form>(empty);

  useEffect(() => {
    if (billing.isError) toast.error(t`Failed to load billing address`, { id: 'billing-load' });
  }, [billing.isError, t]);
  useEffect(() => {
    if (countries.isError) toast.error(t`Failed to load countries`, { id: 'countries-load' });
  }, [countries.isError, t]);

  const save = useMutation({
    mutationFn: (body: Form) => accountsApi.updateBilling(billingBody.parse(body)),
    onSuccess: (address) => {
      toast.success(t`Billing address updated successfully`);
      queryClient.setQueryData(accountKeys.billing, address);
      setEditing(false);
    },
    onError: (error) => {
      setErrors(apiFieldErrors(error) as Errors);
      toast.error(t`Failed to update billing address`, { description: error instanceof ApiError ? error.message : undefined });
    },
  });

  function startEditing() {
    setForm(formOf(billing.data ?? null));
    setErrors({});
    setEditing(true);
  }

  async function cancel() {
    const fresh = await billing.refetch();
    setForm(formOf(fresh.data ?? null));
    setErrors({});
    setEditing(false);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = checkForm(billingBody, form, i18n);
    if (!parsed.success) {
      setErrors(firstIssues<Form>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(form);
  }

  if (billing.isPending) {
    return (
      <SettingsCard title={t`Billing address`}>
        <Skeleton className="skeleton--text" width="60%" />
        <Skeleton className="skeleton--text" width="40%" />
        <Skeleton className="skeleton--text" width="50%" />
      </SettingsCard>
    );
  }
  if (billing.isError) {
    return <ErrorPanel title={t`Failed to load billing address`} message={t`Your billing address did not load.`} onRetry={() => void billing.refetch()} />;
  }

  const address = billing.data;
  const countryName = (id: string | null | undefined) => countries.data?.find((c) => c.id === id)?.name ?? null;

  if (editing) {
    return (
      <SettingsCard
        id="billing-title"
        title={address ? t`Edit billing address` : t`Add a billing address`}
        description={t`Used on your receipts and invoices. Only you can see it.`}
      >
        <form className="settings-form" onSubmit={onSubmit} noValidate aria-label={t`Billing address`}>
          <div className="form-grid">
            <InputField
              fieldClassName="form-grid__wide"
              label={t`Address line 1`}
              autoComplete="address-line1"
              placeholder={t`Street and number`}
              {...field('addressLine1')}
              autoFocus
            />
            <InputField
              fieldClassName="form-grid__wide"
              label={t`Address line 2`}
              optional
              autoComplete="address-line2"
              placeholder={t`Apartment, suite, building`}
              {...field('addressLine2')}
            />
            <InputField label={t`City`} autoComplete="address-level2" {...field('city')} />
            <InputField
              label={t`State or region`}
              optional
              autoComplete="address-level1"
              {...field('state')}
            />
            <SelectField
              label={t`Country`}
              autoComplete="country"
              {...field('countryId')}
              disabled={countries.isPending}
            >
              <option value="">{countries.isPending ? t`Loading countries…` : t`Choose your country`}</option>
              {(countries.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <InputField
              label={t`Postal code`}
              autoComplete="postal-code"
              {...field('postalCode')}
            />
            <InputField
              label={t`Phone`}
              optional
              type="tel"
              autoComplete="tel"
              placeholder="+1 555 010 0100"
              {...field('phone')}
            />
            <label className="checkbox form-grid__wide">
              <input
                type="checkbox"
                checked={form.defaultBillingAddress}
                onChange={(e) => setForm((f) => ({ ...f, defaultBillingAddress: e.target.checked }))}
              />
              <span>
                <span className="checkbox__label">
                  <Trans>Use as my default billing address</Trans>
                </span>
                <span className="checkbox__hint">
                  <Trans>Filled in for you at checkout.</Trans>
                </span>
              </span>
            </label>
          </div>
          <div className="settings-form__actions">
            <button type="button" className="btn btn--ghost" onClick={cancel} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </button>
            <SubmitButton busy={save.isPending} busyLabel={t`Saving…`} className="btn btn--primary">
              <Trans>Save address</Trans>
            </SubmitButton>
          </div>
        </form>
      </SettingsCard>
    );
  }

  if (!address) {
    return (
      <SettingsCard id="billing-title" title={t`Billing address`} description={t`Used on your receipts and invoices. Only you can see it.`}>
        <EmptyState
          className="empty-state--compact"
          icon={MapPin}
          title={t`No billing address yet`}
          text={t`Add the address you want on your receipts. You can change it at any time.`}
          actions={
            <button type="button" className="btn btn--primary" onClick={startEditing}>
              <Plus aria-hidden="true" /> <Trans>Add Address</Trans>
            </button>
          }
        />
      </SettingsCard>
    );
  }

  const lines = [
    address.addressLine1,
    address.addressLine2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.state,
    countryName(address.countryId),
  ].filter(Boolean) as string[];

  return (
    <SettingsCard
      id="billing-title"
      title={t`Billing address`}
      description={t`Used on your receipts and invoices. Only you can see it.`}
      action={
        <button type="button" className="btn btn--secondary" onClick={startEditing}>
          <Pencil aria-hidden="true" /> <Trans>Edit Address</Trans>
        </button>
      }
    >
      <div className="address-card" data-testid="billing-view">
        <span className="icon-tile" style={{ ['--tile-color' as string]: '#4f46e5' }}>
          <MapPin aria-hidden="true" />
        </span>
        <div>
          <address className="address-card__lines">
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {address.phone && (
            <p className="address-card__phone">
              <Phone aria-hidden="true" /> {address.phone}
            </p>
          )}
          <div className="address-card__meta">
            {address.defaultBillingAddress && (
              <span className="badge badge--brand">
                <Trans>Default</Trans>
              </span>
            )}
            {address.addressUpdatedAt && (
              <span>
                <Trans>Updated {format.date(address.addressUpdatedAt)}</Trans>
              </span>
            )}
          </div>
        </div>
      </div>
    </SettingsCard>
  );
}
