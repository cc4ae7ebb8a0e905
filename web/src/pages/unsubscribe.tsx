// /unsubscribe?token=…: where a notification mail's "Unsubscribe from these" link lands. It asks before turning the
// preference off (mail scanners open links; only a person presses the button), and needs no sign-in: the signed
// token names the user and the preference.
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, CheckCircle2, LinkIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ApiError } from '../api/client.ts';
import { notificationsApi } from '../api/notifications.ts';
import { AuthHeader, AuthLayout } from '../components/auth/AuthLayout.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

type State = { step: 'ask' } | { step: 'busy' } | { step: 'done'; message: string } | { step: 'failed'; message: string };

function tile(icon: ReactNode, tone = '') {
  return <span className={`icon-tile icon-tile--lg auth-form__icon${tone}`}>{icon}</span>;
}

export default function UnsubscribePage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Unsubscribe`, description: t`Turn off one kind of Studyhall notification.`, noIndex: true });
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [state, setState] = useState<State>(token.length >= 20 ? { step: 'ask' } : { step: 'failed', message: t`This unsubscribe link is invalid.` });

  async function confirm() {
    setState({ step: 'busy' });
    try {
      const answer = await notificationsApi.unsubscribe(token);
      setState({ step: 'done', message: answer.message });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof ApiError ? error.message : t`Something went wrong. Please try again.` });
    }
  }

  return (
    <AuthLayout>
      <div className="auth-step auth-step--center" data-testid="unsubscribe">
        {state.step === 'done' ? (
          <AuthHeader icon={tile(<CheckCircle2 aria-hidden="true" />, ' auth-form__icon--success')} title={t`Unsubscribed`} text={state.message} />
        ) : state.step === 'failed' ? (
          <AuthHeader icon={tile(<LinkIcon aria-hidden="true" />, ' auth-form__icon--warning')} title={t`This link does not work`} text={state.message} />
        ) : (
          <AuthHeader
            icon={tile(<BellOff aria-hidden="true" />)}
            title={t`Unsubscribe from these notifications?`}
            text={t`You will stop receiving this kind of notification by email and in the bell. You can turn it back on in Settings at any time.`}
          />
        )}
        <div className="auth-fields">
          {(state.step === 'ask' || state.step === 'busy') && (
            <button type="button" className="btn btn--primary btn--lg btn--block" disabled={state.step === 'busy'} onClick={confirm}>
              {state.step === 'busy' ? t`Unsubscribing…` : t`Unsubscribe`}
            </button>
          )}
          <Link href="/dashboard/settings?tab=notifications" className="btn btn--ghost btn--lg btn--block">
            <Trans>Notification settings</Trans>
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
