// Sending the email-confirmation link again (after signing up, or from an expired link), said in a toast.
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { toast } from '../toast.ts';

export function useResendVerification() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (email: string) => accountsApi.resendVerification(email),
    onSuccess: (res) => toast.success(t`Verification email sent`, { description: res.message }),
    onError: (error) => toast.error(t`Could not send the email`, { description: error instanceof ApiError ? error.message : undefined }),
  });
}
