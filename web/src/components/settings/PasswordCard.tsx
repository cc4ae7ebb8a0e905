// Settings > Security > Password: the current password, the new one twice, and 'Sign out of all other devices'.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN } from '../../../../modules/accounts/contract.ts';
import { accountKeys, accountsApi } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { toast } from '../toast.ts';
import { PasswordField, SubmitButton } from '../ui/Form.tsx';
import { useFields } from '../ui/useFields.ts';
import { errorText, SettingsCard } from './SettingsCard.tsx';
import { SignOutOthers } from './SignOutOthers.tsx';

export function PasswordCard() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { values, setValues, errors, setErrors, field } = useFields({ currentPassword: '', password: '', confirmPassword: '' });
  const [signOutOthers, setSignOutOthers] = useState(true);
  const update = useMutation({
    mutationFn: () => accountsApi.updatePassword({ ...values, signOutOtherSessions: signOutOthers }),
    onSuccess: () => {
      toast.success(t`Password updated successfully`, signOutOthers ? { description: t`Your other devices were signed out.` } : undefined);
      setValues({ currentPassword: '', password: '', confirmPassword: '' });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'invalid_password') setErrors({ currentPassword: error.message });
      toast.error(t`Failed to update password`, { description: errorText(error) });
    },
  });
  const busy = update.isPending;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!values.currentPassword) next.currentPassword = t`Enter your current password`;
    if (values.password.length < PASSWORD_MIN) next.password = t`Password must be at least ${PASSWORD_MIN} characters long.`;
    if (values.password !== values.confirmPassword) next.confirmPassword = t`Passwords do not match`;
    if (Object.keys(next).length) {
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate();
  }

  return (
    <SettingsCard
      id="password-title"
      title={t`Password`}
      description={t`You can sign out every other device at the same time. Signed up with Google? Use “Forgot password” on the login page to set one.`}
    >
      <form className="settings-form" onSubmit={onSubmit} noValidate aria-label={t`Change password`}>
        <div className="form-grid">
          <PasswordField
            fieldClassName="form-grid__wide form-grid__half"
            label={t`Current password`}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordField
            label={t`New password`}
            autoComplete="new-password"
            placeholder={t`At least ${PASSWORD_MIN} characters`}
            {...field('password')}
          />
          <PasswordField
            label={t`Confirm new password`}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <SignOutOthers checked={signOutOthers} onChange={setSignOutOthers} disabled={busy} />
        </div>
        <div className="settings-form__actions">
          <SubmitButton busy={busy} busyLabel={t`Updating…`} className="btn btn--primary">
            <Trans>Update password</Trans>
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
