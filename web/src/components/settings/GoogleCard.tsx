// Settings > Security, Google: link a Google account (the redirect flow in link mode; Google sends the browser
// back here with ?google=linked|linked-elsewhere|other-google|failed) or unlink it, which asks for the password
// (or a code when two-factor is on) and is not offered to an account without a password: it could not sign in
// any more. Hidden when Google sign-in is off and nothing is linked.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Link2Off } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { GoogleLinkOutcome } from '../../../../modules/accounts/contract.ts';
import { accountKeys, accountsApi, type Profile } from '../../api/accounts.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { toast } from '../toast.ts';
import { Alert, PasswordField, SubmitButton } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { proofOf, proofLabel } from './AccountCards.tsx';
import { errorText, SettingsCard } from './SettingsCard.tsx';

const LINK_FAILED: Record<Exclude<GoogleLinkOutcome, 'linked'>, MessageDescriptor> = {
  'linked-elsewhere': msg`This Google account is already linked to another Studyhall account.`,
  'other-google': msg`This account is linked to a different Google account.`,
  failed: msg`Google did not confirm the link. Please try again.`,
};

/** Says once how a link that went to Google came back, then drops ?google= from the address. */
function useLinkOutcome() {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useQueryParam('google');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'linked') toast.success(t`Google linked`, { description: t`Google is linked to your account.` });
    else toast.error(t`Failed to link Google`, { description: i18n._(LINK_FAILED[outcome as keyof typeof LINK_FAILED] ?? LINK_FAILED.failed) });
    void queryClient.invalidateQueries({ queryKey: accountKeys.google });
    setOutcome('');
  }, [outcome, setOutcome, queryClient, t, i18n]);
}

function Unlink({ user, onDone, onCancel }: { user: Profile; onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const [proof, setProof] = useState('');

  const unlink = useMutation({
    mutationFn: () => accountsApi.googleUnlink(proofOf(proof, user.twoFactorEnabled)),
    onSuccess: () => {
      toast.success(t`Google unlinked`, { description: t`Google is unlinked from your account.` });
      onDone();
    },
    onError: (error) => toast.error(t`Failed to unlink Google`, { description: errorText(error) }),
  });
  const busy = unlink.isPending;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    unlink.mutate();
  }

  return (
    <form className="settings-form" onSubmit={onSubmit} aria-label={t`Unlink Google`}>
      <div className="form-grid">
        <PasswordField label={proofLabel(user.twoFactorEnabled, i18n)} name="googleProof" autoComplete="current-password" value={proof} onChange={(e) => setProof(e.target.value)} autoFocus />
      </div>
      <div className="settings-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton busy={busy} busyLabel={t`Unlinking…`} className="btn btn--danger" disabled={!proof}>
          <Link2Off aria-hidden="true" /> <Trans>Unlink Google</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

export function GoogleCard({ user }: { user: Profile }) {
  const { t } = useLingui();
  const format = useFormat();
  useLinkOutcome();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: accountKeys.google, queryFn: ({ signal }) => accountsApi.googleStatus(signal) });
  const [unlinking, setUnlinking] = useState(false);
  const link = useMutation({
    mutationFn: () => accountsApi.googleLinkStart(),
    onSuccess: ({ location }) => window.location.assign(location),
    onError: (error) => toast.error(t`Failed to link Google`, { description: errorText(error) }),
  });
  // Still opening Google after the answer: the browser is on its way there.
  const starting = link.isPending || link.isSuccess;
  if (isError || (data && !data.available && !data.link)) return null;

  const linked = data?.link ?? null;
  const badge = data && (
    <span className={`badge ${linked ? 'badge--success' : 'badge--plain'}`} data-testid="google-status">
      {linked ? t`Linked` : t`Not linked`}
    </span>
  );
  const action = data && !unlinking && (
    linked ? (
      data.hasPassword && (
        <button type="button" className="btn btn--secondary" onClick={() => setUnlinking(true)}>
          <Link2Off aria-hidden="true" /> <Trans>Unlink Google</Trans>
        </button>
      )
    ) : (
      <button type="button" className="btn btn--primary" onClick={() => link.mutate()} disabled={starting || !data.available}>
        <Link2 aria-hidden="true" /> {starting ? t`Opening Google…` : t`Link Google`}
      </button>
    )
  );

  return (
    <SettingsCard
      id="google-title"
      title={t`Google`}
      badge={badge}
      description={t`Sign in with your Google account as well as your password.`}
      action={action}
      testId="google-card"
    >
      {isPending && <Skeleton height={20} width="60%" />}
      {linked && (
        <p className="settings-card__desc" data-testid="google-linked-as">
          <Trans>
            Linked to {linked.email} since {format.date(linked.linkedAt)}.
          </Trans>
        </p>
      )}
      {linked && data && !data.hasPassword && (
        <Alert tone="info" title={t`Set a password to unlink Google`}>
          <Trans>Set a password before unlinking Google, or you could not sign in any more. Use “Forgot password” on the login page to set one.</Trans>
        </Alert>
      )}
      {linked && unlinking && (
        <Unlink
          user={user}
          onCancel={() => setUnlinking(false)}
          onDone={() => {
            setUnlinking(false);
            void queryClient.invalidateQueries({ queryKey: accountKeys.google });
          }}
        />
      )}
    </SettingsCard>
  );
}
