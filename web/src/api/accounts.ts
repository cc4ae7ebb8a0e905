// Accounts: the typed calls of modules/accounts/contract.ts and the auth state (spec 000 §4 Auth).
// `useAuth()` reads GET /api/auth/me through TanStack Query: a 401 means signed out, and the profile
// is cached 5 minutes. Sign-in, sign-out and profile changes write or invalidate that one query.
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import {
  accountsRoutes as r,
  type billingAddress,
  type BillingBody,
  type DashboardMode,
  type enrolResponse,
  type GoogleStatus,
  type loginResponse,
  type NotificationPreferenceId,
  type notificationsResponse,
  type Profile,
  type providersResponse,
  type sessionInfo,
} from '../../../modules/accounts/contract.ts';
import { toast } from '../components/toast.ts';
import { afterLogout } from '../lib/auth-routes.ts';
import { forgetOfflineData } from '../pwa/forget.ts';
import { ApiError, apiGet, apiSend } from './client.ts';

export type { DashboardMode, NotificationPreferenceId, Profile } from '../../../modules/accounts/contract.ts';
export type LoginResult = z.infer<typeof loginResponse>;
export type SignInProviders = z.infer<typeof providersResponse>;
export type { GoogleStatus } from '../../../modules/accounts/contract.ts';
export type BillingAddress = z.infer<typeof billingAddress>;
export type SessionInfo = z.infer<typeof sessionInfo>;
export type Enrolment = z.infer<typeof enrolResponse>;
export type NotificationItem = z.infer<typeof notificationsResponse>['items'][number];

/** Spec 000 §9: the profile is cached 5 minutes. */
export const PROFILE_CACHE_MS = 5 * 60_000;

export const accountKeys = {
  me: ['auth', 'me'] as const,
  /** Everything private to the signed-in user; dropped at sign-in and sign-out. */
  account: ['account'] as const,
  profile: ['account', 'profile'] as const,
  billing: ['account', 'billing'] as const,
  notifications: ['account', 'notifications'] as const,
  sessions: ['account', 'sessions'] as const,
  google: ['account', 'google'] as const,
  providers: ['auth', 'providers'] as const,
};

type Message = { message: string };

/** The calls, one per contract route, typed by the contract's shapes. */
export const accountsApi = {
  me: async (signal?: AbortSignal): Promise<Profile | null> => {
    try {
      return (await apiGet<{ user: Profile }>(r.me.path, { signal })).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  register: (body: { fullName: string; email: string; password: string; confirmPassword: string }) =>
    apiSend<{ message: string; user: Profile }>('POST', r.register.path, { body }),
  verifyEmail: (token: string) => apiSend<Message>('POST', r.verifyEmail.path, { body: { token } }),
  resendVerification: (email: string) => apiSend<Message>('POST', r.resendVerification.path, { body: { email } }),
  login: (body: { email: string; password: string }) => apiSend<LoginResult>('POST', r.login.path, { body }),
  adminLogin: (body: { email: string; password: string }) => apiSend<LoginResult>('POST', r.adminLogin.path, { body }),
  loginTotp: (body: { challengeToken: string; code: string }) => apiSend<LoginResult>('POST', r.loginTotp.path, { body }),
  logout: () => apiSend<Message>('POST', r.logout.path),
  forgotPassword: (email: string) => apiSend<Message>('POST', r.forgotPassword.path, { body: { email } }),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    apiSend<Message>('POST', r.resetPassword.path, { body }),
  updatePassword: (body: { currentPassword: string; password: string; confirmPassword: string; signOutOtherSessions: boolean }) =>
    apiSend<Message>('POST', r.updatePassword.path, { body }),
  profile: (signal?: AbortSignal) => apiGet<{ user: Profile }>(r.profile.path, { signal }).then((res) => res.user),
  updateProfile: (body: { fullName: string; universityId: string | null; courseId: string | null }) =>
    apiSend<{ user: Profile }>('PUT', r.updateProfile.path, { body }).then((res) => res.user),
  uploadAvatar: (file: File) =>
    apiSend<{ avatarUrl: string }>('POST', r.avatar.path, { raw: file, query: { filename: file.name.slice(-200) } }),
  billing: (signal?: AbortSignal) =>
    apiGet<{ address: BillingAddress | null }>(r.billing.path, { signal }).then((res) => res.address),
  updateBilling: (body: BillingBody) =>
    apiSend<{ address: BillingAddress | null }>('PUT', r.updateBilling.path, { body }).then((res) => res.address),
  notifications: (signal?: AbortSignal) =>
    apiGet<{ items: NotificationItem[] }>(r.notifications.path, { signal }).then((res) => res.items),
  updateNotification: (preferenceId: NotificationPreferenceId, enabled: boolean) =>
    apiSend<{ items: NotificationItem[] }>('PUT', r.updateNotification.path, {
      params: { preferenceId },
      body: { enabled },
    }).then((res) => res.items),
  setDashboardMode: (mode: DashboardMode) =>
    apiSend<{ mode: DashboardMode }>('PUT', r.updateDashboardMode.path, { body: { mode } }).then((res) => res.mode),
  sessions: (signal?: AbortSignal) =>
    apiGet<{ items: SessionInfo[] }>(r.sessions.path, { signal }).then((res) => res.items),
  revokeSession: (id: string) => apiSend<Message>('DELETE', r.revokeSession.path, { params: { id } }),
  revokeOtherSessions: () => apiSend<{ revoked: number }>('POST', r.revokeOtherSessions.path),
  enrolTotp: () => apiSend<Enrolment>('POST', r.enrolTotp.path),
  verifyTotp: (code: string, signOutOtherSessions: boolean) =>
    apiSend<{ recoveryCodes: string[] }>('POST', r.verifyTotp.path, { body: { code, signOutOtherSessions } }),
  disableTotp: (body: { password?: string; code?: string; signOutOtherSessions: boolean }) => apiSend<Message>('POST', r.disableTotp.path, { body }),
  providers: (signal?: AbortSignal) => apiGet<SignInProviders>(r.providers.path, { signal }),
  googleOneTap: (body: { credential: string; g_csrf_token?: string }) => apiSend<LoginResult>('POST', r.googleOneTap.path, { body }),
  googleStatus: (signal?: AbortSignal) => apiGet<GoogleStatus>(r.googleStatus.path, { signal }),
  googleLinkStart: () => apiSend<{ location: string }>('POST', r.googleLinkStart.path),
  googleUnlink: (body: { password?: string; code?: string }) => apiSend<Message>('DELETE', r.googleUnlink.path, { body }),
};

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export type AuthState = {
  status: AuthStatus;
  user: Profile | null;
  isAdmin: boolean;
  error: unknown;
  refetch: () => void;
};

/** Admin means authenticated, role admin and status active (spec 000 §4). */
export function isAdminUser(user: Profile | null | undefined): boolean {
  return Boolean(user && user.role === 'admin' && user.status === 'active');
}

/** The auth state: loading, signed in (with the profile), signed out, or an error reaching the API. */
export function useAuth(): AuthState {
  const query = useQuery({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) => accountsApi.me(signal),
    staleTime: PROFILE_CACHE_MS,
  });
  const user = query.data ?? null;
  const status: AuthStatus =
    query.data !== undefined ? (user ? 'signed-in' : 'signed-out') : query.isError ? 'error' : 'loading';
  return { status, user, isAdmin: isAdminUser(user), error: query.error, refetch: query.refetch };
}

/** Writes the auth state after a sign-in, a sign-out or a profile change. */
export function useAuthCache() {
  const queryClient = useQueryClient();
  return {
    /** A user signed in: their profile becomes the auth state and every other user's data goes. */
    signedIn: useCallback(
      (user: Profile) => {
        queryClient.removeQueries({ queryKey: accountKeys.account });
        queryClient.setQueryData(accountKeys.me, user);
        void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      },
      [queryClient],
    ),
    signedOut: useCallback(() => {
      queryClient.setQueryData(accountKeys.me, null);
      queryClient.removeQueries({ queryKey: accountKeys.account });
      void forgetOfflineData();
    }, [queryClient]),
    /** The profile changed (name, university, avatar, mode, two-factor). */
    updated: useCallback(
      (patch: Partial<Profile> | Profile) => {
        queryClient.setQueryData<Profile | null>(accountKeys.me, (prev) => (prev ? { ...prev, ...patch } : prev));
        void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      },
      [queryClient],
    ),
    /** Re-reads the session from the server (after a redirect sign-in, say). */
    refresh: useCallback(() => queryClient.fetchQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => accountsApi.me(signal), staleTime: 0 }), [queryClient]),
  };
}

/** Sign Out: 'Logged out successfully' and admins to /admin/login, others home; or 'Failed to log out'. */
export function useSignOut() {
  const [, navigate] = useLocation();
  const cache = useAuthCache();
  const { user } = useAuth();
  const { t } = useLingui();
  const mutation = useMutation({
    mutationFn: () => accountsApi.logout(),
    onSuccess: () => {
      // Leave the protected page first, so its guard does not bounce to the login page.
      navigate(afterLogout(user?.role), { replace: false });
      cache.signedOut();
      toast.success(t`Logged out successfully`);
    },
    onError: (error) => {
      // An already-ended session is signed out all the same.
      if (error instanceof ApiError && error.status === 401) {
        navigate(afterLogout(user?.role));
        cache.signedOut();
        toast.success(t`Logged out successfully`);
        return;
      }
      toast.error(t`Failed to log out`, { description: error instanceof Error ? error.message : undefined });
    },
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
