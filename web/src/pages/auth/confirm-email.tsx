// /auth/confirm-email?token=…: the link mailed to a new email address. Opening it (signed in or not, on any device)
// confirms the change; the page says so, or why the link does not work.
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, LinkIcon, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { accountsRoutes as r } from '../../../../modules/accounts/contract.ts';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../api/accounts.ts';
import { ApiError, apiSend } from '../../api/client.ts';
import { AuthHeader, AuthLayout } from '../../components/auth/AuthLayout.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

type State = { step: 'busy' } | { step: 'done' } | { step: 'failed'; message: string };

export default function ConfirmEmailPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Confirm your new email`, description: t`Confirm the new email address of your Studyhall account.`, noIndex: true });
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(token.length >= 20 ? { step: 'busy' } : { step: 'failed', message: t`This link is invalid or has already been used.` });

  useEffect(() => {
    if (token.length < 20) return;
    apiSend('POST', r.confirmEmailChange.path, { body: { token } })
      .then(() => {
        setState({ step: 'done' });
        void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      })
      .catch((error) => setState({ step: 'failed', message: error instanceof ApiError ? error.message : t`Please try again.` }));
  }, [token, queryClient, t]);

  const tile = (icon: ReactNode, tone = '') => <span className={`icon-tile icon-tile--lg auth-form__icon${tone}`}>{icon}</span>;
  return (
    <AuthLayout>
      <div className="auth-step auth-step--center" data-testid="confirm-email">
        {state.step === 'busy' ? (
          <AuthHeader icon={tile(<Loader2 className="spin" aria-hidden="true" />)} title={t`Confirming your new email…`} />
        ) : state.step === 'done' ? (
          <AuthHeader icon={tile(<CheckCircle2 aria-hidden="true" />, ' auth-form__icon--success')} title={t`Email changed`} text={t`Your email address is changed.`} />
        ) : (
          <AuthHeader icon={tile(<LinkIcon aria-hidden="true" />, ' auth-form__icon--warning')} title={t`This link does not work`} text={state.message} />
        )}
        <div className="auth-fields">
          <Link href="/dashboard/settings?tab=security" className="btn btn--primary btn--lg btn--block">
            <Trans>Security settings</Trans>
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
