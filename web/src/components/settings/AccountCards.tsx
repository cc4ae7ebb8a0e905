// Settings > Security, the account's whole life: change the email address (a link to the new address confirms
// it), download everything we hold as JSON, and delete the account. Changing the email and deleting ask again
// for the password (or a code when two-factor is on).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Download, Mail, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { accountsRoutes as r } from '../../../../modules/accounts/contract.ts';
import { type Profile, useAuthCache } from '../../api/accounts.ts';
import { apiSend } from '../../api/client.ts';
import { toast } from '../toast.ts';
import { InputField, PasswordField, SubmitButton } from '../ui/Form.tsx';
import { errorText, SettingsCard } from './SettingsCard.tsx';

/** A 6-digit code or a recovery code goes as `code` when two-factor is on; anything else is the password. */
export function proofOf(value: string, twoFactor: boolean): { password?: string; code?: string } {
  const v = value.trim();
  return twoFactor && /^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i.test(v) ? { code: v } : { password: value };
}

export const proofLabel = (twoFactor: boolean, i18n: I18n) =>
  twoFactor ? i18n._(msg`Password or verification code`) : i18n._(msg`Current password`);

function EmailCard({ user }: { user: Profile }) {
  const { t, i18n } = useLingui();
  const [newEmail, setNewEmail] = useState('');
  const [proof, setProof] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: () => apiSend<{ message: string }>('POST', r.changeEmail.path, { body: { newEmail, ...proofOf(proof, user.twoFactorEnabled) } }),
    onSuccess: (answer) => {
      setSentTo(newEmail.trim());
      setProof('');
      toast.success(t`Check your new address`, { description: answer.message });
    },
    onError: (error) => toast.error(t`Failed to change email`, { description: errorText(error) }),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    change.mutate();
  }

  return (
    <SettingsCard
      id="email-title"
      title={t`Email address`}
      description={t`You sign in with ${user.email}. A new address counts once you open the link we mail to it.`}
    >
      {sentTo && (
        <p className="settings-card__desc" role="status">
          <Mail aria-hidden="true" className="inline-icon" /> <Trans>We sent a confirmation link to {sentTo}.</Trans>
        </p>
      )}
      <form className="settings-form" onSubmit={onSubmit} aria-label={t`Change email address`}>
        <div className="form-grid">
          <InputField label={t`New email address`} name="newEmail" type="email" autoComplete="email" required value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
          <PasswordField label={proofLabel(user.twoFactorEnabled, i18n)} name="emailProof" autoComplete="current-password" value={proof} onChange={(e) => setProof(e.target.value)} />
        </div>
        <div className="settings-form__actions">
          <SubmitButton busy={change.isPending} busyLabel={t`Sending…`} className="btn btn--primary" disabled={!newEmail || !proof}>
            <Trans>Send confirmation link</Trans>
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}

function ExportCard() {
  const { t } = useLingui();
  return (
    <SettingsCard
      id="export-title"
      title={t`Your data`}
      description={t`Download everything Studyhall holds about you: profile, documents, orders, points history, chats, questions and notifications, as one JSON file.`}
      action={
        <a className="btn btn--secondary" href={r.exportAccount.path} download data-testid="export-account">
          <Download aria-hidden="true" /> <Trans>Download my data</Trans>
        </a>
      }
    />
  );
}

function DeleteCard({ user }: { user: Profile }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const cache = useAuthCache();
  const [proof, setProof] = useState('');
  const [understood, setUnderstood] = useState(false);

  const remove = useMutation({
    mutationFn: () => apiSend('DELETE', r.deleteAccount.path, { body: proofOf(proof, user.twoFactorEnabled) }),
    onSuccess: () => {
      cache.signedOut();
      toast.success(t`Your account is deleted`);
      navigate('/', { replace: true });
    },
    onError: (error) => toast.error(t`Failed to delete account`, { description: errorText(error) }),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    remove.mutate();
  }

  return (
    <SettingsCard
      id="delete-title"
      title={t`Delete account`}
      description={t`Your profile, sessions, notifications, AI history and unsold documents are erased. Documents someone bought stay readable for them under “Deleted user”; orders and points history are kept anonymised as tax law requires. Points left in your wallet are lost. This cannot be undone.`}
      testId="delete-account"
    >
      <form className="settings-form" onSubmit={onSubmit} aria-label={t`Delete account`}>
        <div className="form-grid">
          <PasswordField label={proofLabel(user.twoFactorEnabled, i18n)} name="deleteProof" autoComplete="current-password" value={proof} onChange={(e) => setProof(e.target.value)} />
          <label className="checkbox form-grid__wide">
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            <span>
              <span className="checkbox__label">
                <Trans>I understand my account is deleted for good</Trans>
              </span>
            </span>
          </label>
        </div>
        <div className="settings-form__actions">
          <SubmitButton busy={remove.isPending} busyLabel={t`Deleting…`} className="btn btn--danger" disabled={!proof || !understood}>
            <Trash2 aria-hidden="true" /> <Trans>Delete my account</Trans>
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}

export function AccountCards({ user }: { user: Profile }) {
  return (
    <>
      <EmailCard user={user} />
      <ExportCard />
      <DeleteCard user={user} />
    </>
  );
}
