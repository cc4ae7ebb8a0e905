// Settings > Security, Google: link a Google account (the redirect flow in link mode; Google sends the browser
// back here with ?google=linked|linked-elsewhere|other-google|failed) or unlink it, which asks for the password
// (or a code when two-factor is on) and is not offered to an account without a password: it could not sign in
// any more. Hidden when Google sign-in is off and nothing is linked.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Link2Off } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { type GoogleLinkOutcome, MESSAGES } from '../../../../modules/accounts/contract.ts';
import { accountKeys, accountsApi, type Profile } from '../../api/accounts.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../toast.ts';
import { Alert, PasswordField, SubmitButton } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { proofOf, proofLabel } from './AccountCards.tsx';
import { errorText, SettingsCard } from './SettingsCard.tsx';

const LINK_FAILED: Record<Exclude<GoogleLinkOutcome, 'linked'>, string> = {
  'linked-elsewhere': MESSAGES.googleLinkedElsewhere,
  'other-google': MESSAGES.googleOtherAccount,
  failed: 'Google did not confirm the link. Please try again.',
};

/** Says once how a link that went to Google came back, then drops ?google= from the address. */
function useLinkOutcome() {
  const [outcome, setOutcome] = useQueryParam('google');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'linked') toast.success('Google linked', { description: MESSAGES.googleLinked });
    else toast.error('Failed to link Google', { description: LINK_FAILED[outcome as keyof typeof LINK_FAILED] ?? LINK_FAILED.failed });
    void queryClient.invalidateQueries({ queryKey: accountKeys.google });
    setOutcome('');
  }, [outcome, setOutcome, queryClient]);
}

function Unlink({ user, onDone, onCancel }: { user: Profile; onDone: () => void; onCancel: () => void }) {
  const [proof, setProof] = useState('');

  const unlink = useMutation({
    mutationFn: () => accountsApi.googleUnlink(proofOf(proof, user.twoFactorEnabled)),
    onSuccess: () => {
      toast.success('Google unlinked', { description: MESSAGES.googleUnlinkedDone });
      onDone();
    },
    onError: (error) => toast.error('Failed to unlink Google', { description: errorText(error) }),
  });
  const busy = unlink.isPending;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    unlink.mutate();
  }

  return (
    <form className="settings-form" onSubmit={onSubmit} aria-label="Unlink Google">
      <div className="form-grid">
        <PasswordField label={proofLabel(user.twoFactorEnabled)} name="googleProof" autoComplete="current-password" value={proof} onChange={(e) => setProof(e.target.value)} autoFocus />
      </div>
      <div className="settings-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Unlinking…" className="btn btn--danger" disabled={!proof}>
          <Link2Off aria-hidden="true" /> Unlink Google
        </SubmitButton>
      </div>
    </form>
  );
}

export function GoogleCard({ user }: { user: Profile }) {
  useLinkOutcome();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: accountKeys.google, queryFn: ({ signal }) => accountsApi.googleStatus(signal) });
  const [unlinking, setUnlinking] = useState(false);
  const link = useMutation({
    mutationFn: () => accountsApi.googleLinkStart(),
    onSuccess: ({ location }) => window.location.assign(location),
    onError: (error) => toast.error('Failed to link Google', { description: errorText(error) }),
  });
  // Still opening Google after the answer: the browser is on its way there.
  const starting = link.isPending || link.isSuccess;
  if (isError || (data && !data.available && !data.link)) return null;

  const linked = data?.link ?? null;
  const badge = data && (
    <span className={`badge ${linked ? 'badge--success' : 'badge--plain'}`} data-testid="google-status">
      {linked ? 'Linked' : 'Not linked'}
    </span>
  );
  const action = data && !unlinking && (
    linked ? (
      data.hasPassword && (
        <button type="button" className="btn btn--secondary" onClick={() => setUnlinking(true)}>
          <Link2Off aria-hidden="true" /> Unlink Google
        </button>
      )
    ) : (
      <button type="button" className="btn btn--primary" onClick={() => link.mutate()} disabled={starting || !data.available}>
        <Link2 aria-hidden="true" /> {starting ? 'Opening Google…' : 'Link Google'}
      </button>
    )
  );

  return (
    <SettingsCard
      id="google-title"
      title="Google"
      badge={badge}
      description="Sign in with your Google account as well as your password."
      action={action}
      testId="google-card"
    >
      {isPending && <Skeleton height={20} width="60%" />}
      {linked && (
        <p className="settings-card__desc" data-testid="google-linked-as">
          Linked to {linked.email} since {formatDate(linked.linkedAt)}.
        </p>
      )}
      {linked && data && !data.hasPassword && (
        <Alert tone="info" title="Set a password to unlink Google">
          {MESSAGES.googleUnlinkNeedsPassword}
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
