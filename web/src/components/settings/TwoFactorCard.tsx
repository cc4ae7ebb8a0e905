// Settings > Security > Two-factor authentication: its state, and the steps to turn it on (then the recovery codes
// once) or off.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { accountKeys, accountsApi, type Enrolment, useAuth, useAuthCache } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { toast } from '../toast.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { errorText, SettingsCard } from './SettingsCard.tsx';
import { Disable } from './TwoFactorDisable.tsx';
import { Enrol } from './TwoFactorEnrol.tsx';

type TwoFactorState =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

export function TwoFactorCard() {
  const { t } = useLingui();
  const { user } = useAuth();
  const cache = useAuthCache();
  const [state, setState] = useState<TwoFactorState>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => accountsApi.enrolTotp(),
    onSuccess: (enrolment) => setState({ kind: 'enrolling', enrolment }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) cache.updated({ twoFactorEnabled: true });
      toast.error(t`Could not start two-factor setup`, { description: errorText(error) });
    },
  });
  if (!user) return null;
  const enabled = user.twoFactorEnabled;
  // Turning it on or off may have signed other devices out.
  const refreshSessions = () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });

  const badge = (
    <span className={`badge ${enabled ? 'badge--success' : 'badge--plain'}`} data-testid="two-factor-status">
      {enabled ? t`On` : t`Off`}
    </span>
  );

  return (
    <SettingsCard
      id="two-factor-title"
      title={t`Two-factor authentication`}
      badge={badge}
      description={t`After your password, Studyhall asks for a code from an authenticator app on your phone.`}
      action={
        state.kind === 'idle' &&
        (enabled ? (
          <button type="button" className="btn btn--secondary" onClick={() => setState({ kind: 'disabling' })}>
            <ShieldOff aria-hidden="true" /> <Trans>Turn off</Trans>
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => start.mutate()} disabled={start.isPending}>
            <ShieldCheck aria-hidden="true" /> {start.isPending ? t`Starting…` : t`Set up two-factor`}
          </button>
        ))
      }
      testId="two-factor-card"
    >
      {state.kind === 'enrolling' && (
        <Enrol
          enrolment={state.enrolment}
          onCancel={() => setState({ kind: 'idle' })}
          onDone={(codes) => {
            toast.success(t`2FA settings updated`, { description: t`Two-factor authentication is on.` });
            cache.updated({ twoFactorEnabled: true });
            refreshSessions();
            setState({ kind: 'codes', codes });
          }}
        />
      )}
      {state.kind === 'codes' && <RecoveryCodes codes={state.codes} email={user.email} onDone={() => setState({ kind: 'idle' })} />}
      {state.kind === 'disabling' && (
        <Disable
          onCancel={() => setState({ kind: 'idle' })}
          onDone={() => {
            toast.success(t`2FA settings updated`, { description: t`Two-factor authentication is off.` });
            cache.updated({ twoFactorEnabled: false });
            refreshSessions();
            setState({ kind: 'idle' });
          }}
        />
      )}
      {state.kind === 'idle' && (
        <div className={`tfa-status${enabled ? ' is-on' : ''}`}>
          {enabled ? <ShieldCheck aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          <p>
            {enabled
              ? t`Your account is protected. Lost your phone? Sign in with one of your recovery codes.`
              : t`Protect your points, purchases and earnings even if someone learns your password.`}
          </p>
        </div>
      )}
    </SettingsCard>
  );
}
