// Settings > Security > Where you are signed in: the devices and API tokens, this one marked, each to sign out,
// and 'Sign out other devices'.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop, LogOut, Smartphone, TerminalSquare } from 'lucide-react';
import { useEffect } from 'react';
import { accountKeys, accountsApi, type SessionInfo } from '../../api/accounts.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { describeDevice } from '../../lib/user.ts';
import { toast } from '../toast.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { errorText, SettingsCard } from './SettingsCard.tsx';

function DeviceIcon({ session }: { session: SessionInfo }) {
  if (session.kind === 'bearer') return <TerminalSquare aria-hidden="true" />;
  if (/iPhone|Android|Mobile/i.test(session.userAgent ?? '')) return <Smartphone aria-hidden="true" />;
  return <Laptop aria-hidden="true" />;
}

export function SessionsCard() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => accountsApi.sessions(signal), staleTime: 0 });

  useEffect(() => {
    if (sessions.isError) toast.error(t`Failed to load your devices`, { id: 'sessions-load' });
  }, [sessions.isError, t]);

  const items = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
  const others = items.filter((s) => !s.current).length;

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  const revokeOthers = useMutation({
    mutationFn: () => accountsApi.revokeOtherSessions(),
    onSuccess: ({ revoked }) => {
      toast.success(t`${plural(revoked, { one: 'Signed out # other device', other: 'Signed out # other devices' })}`);
      return refresh();
    },
    onError: (error) => toast.error(t`Could not sign out the other devices`, { description: errorText(error) }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => accountsApi.revokeSession(id),
    onSuccess: () => {
      toast.success(t`Device signed out`);
      return refresh();
    },
    onError: (error) => toast.error(t`Could not sign out that device`, { description: errorText(error) }),
  });
  // One change at a time: either sign-out disables every sign-out button until the list is fresh again.
  const busy = revokeOthers.isPending || revoke.isPending;

  return (
    <SettingsCard
      id="sessions-title"
      title={t`Where you are signed in`}
      description={t`Sign out any device you do not recognise, then change your password.`}
      action={
        <button type="button" className="btn btn--secondary" onClick={() => revokeOthers.mutate()} disabled={busy || others === 0}>
          <LogOut aria-hidden="true" /> <Trans>Sign out other devices</Trans>
        </button>
      }
      testId="sessions-card"
    >
      {sessions.isPending ? (
        <ul className="session-list" aria-busy="true">
          {Array.from({ length: 2 }, (_, i) => (
            <li key={i} className="session">
              <Skeleton width={40} height={40} />
              <div style={{ flex: 1 }}>
                <Skeleton className="skeleton--text" width="40%" />
                <Skeleton className="skeleton--text" width="60%" />
              </div>
            </li>
          ))}
        </ul>
      ) : sessions.isError ? (
        <ErrorPanel title={t`Failed to load your devices`} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="session-list">
          {items.map((s) => (
            <li key={s.id} className={`session${s.current ? ' is-current' : ''}`} data-testid={s.current ? 'session-current' : 'session'}>
              <span className="session__icon">
                <DeviceIcon session={s} />
              </span>
              <div className="session__text">
                <p className="session__name">
                  {s.kind === 'bearer' ? (s.name ? t`API token: ${s.name}` : t`API token`) : describeDevice(s.userAgent, i18n)}
                  {s.current && (
                    <span className="badge badge--success">
                      <Trans>This device</Trans>
                    </span>
                  )}
                </p>
                <p className="session__meta">
                  {[s.ip, s.current ? t`Active now` : t`Last active ${format.relativeTime(s.lastUsedAt)}`, t`Signed in ${format.date(s.createdAt)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => revoke.mutate(s.id)}
                  disabled={busy}
                  aria-label={t`Sign out ${describeDevice(s.userAgent, i18n)}`}
                >
                  <Trans>Sign out</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
