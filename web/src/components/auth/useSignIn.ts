// What every successful sign-in does (password, two-factor, admin): the welcome toast, the auth state,
// and the way on (the return target, else admins to /admin/dashboard and everyone else to /dashboard).
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { accountsApi, type Profile, useAuthCache } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { welcomeTitle } from '../../lib/user.ts';
import { toast } from '../toast.ts';

export function useCompleteSignIn(target: (user: Profile, search: string) => string) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const cache = useAuthCache();
  const { t } = useLingui();
  return (user: Profile) => {
    toast.success(welcomeTitle(user.fullName), { description: t`You have successfully logged in.` });
    navigate(target(user, search), { replace: true });
    cache.signedIn(user);
  };
}

/** 'Please verify your email' (10 s, top right) with 'Resend Verification Email'. Toasts show in the browser, where the
 * global i18n is in the page's language. */
export function showVerifyEmailToast(email: string) {
  toast.emailVerification(email, () => {
    accountsApi.resendVerification(email).then(
      (res) => toast.success(t`Verification email sent`, { description: res.message }),
      (error: unknown) =>
        toast.error(t`Could not send the email`, {
          description: error instanceof ApiError ? error.message : t`Please try again in a moment.`,
        }),
    );
  });
}

/** 'Login failed' with the server's message, or the generic one. */
export function showLoginFailed(error: unknown) {
  const message = error instanceof ApiError && error.status !== 0 && error.message ? error.message : null;
  toast.error(t`Login failed`, { description: message ?? t`Please check your credentials and try again.` });
}
