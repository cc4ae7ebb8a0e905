// Google one-tap (spec 001 §7): on the login and sign-up pages, when the server says Google sign-in is on,
// Google Identity Services is loaded and offers the person's Google account; the ID token it hands back is
// posted to the server, which verifies it. If the script never loads (blocked, offline, or the tests, where
// its host does not resolve) nothing happens and the 'Continue with Google' button still works.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { accountKeys, accountsApi } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { afterLogin } from '../../lib/auth-routes.ts';
import { toast } from '../toast.ts';
import { useCompleteSignIn } from './useSignIn.ts';

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: Record<string, unknown>) => void;
      prompt: () => void;
      cancel: () => void;
    };
  };
};

/** The script, once per page load, shared by every page that shows the prompt. */
let loading: Promise<GoogleIdentity> | null = null;
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google?.accounts?.id) resolve(google);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Google's double-submit token, when Google Identity Services has set its cookie on our domain. */
function googleCsrfToken(): string | undefined {
  const match = /(?:^|;\s*)g_csrf_token=([^;]+)/.exec(document.cookie);
  return match?.[1];
}

/**
 * Shows the one-tap prompt. A signed-in person goes on like after a password login; with two-factor on,
 * `onTwoFactor` gets the challenge (by default the login page's second step, /login?twoFactor=…).
 */
export function GoogleOneTap({ onTwoFactor }: { onTwoFactor?: (challengeToken: string) => void }) {
  const { data } = useQuery({ queryKey: accountKeys.providers, queryFn: ({ signal }) => accountsApi.providers(signal), staleTime: Number.POSITIVE_INFINITY });
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const complete = useCompleteSignIn((user, search) => afterLogin(search, user.role));
  const failed = { title: t`Failed to sign in with Google`, retry: t`Please try again.` };
  const latest = useRef({ complete, onTwoFactor, navigate, failed });
  latest.current = { complete, onTwoFactor, navigate, failed };
  const clientId = data?.googleClientId;

  useEffect(() => {
    if (!clientId) return;
    let google: GoogleIdentity | null = null;
    let gone = false;
    async function signIn({ credential }: { credential: string }) {
      try {
        const result = await accountsApi.googleOneTap({ credential, g_csrf_token: googleCsrfToken() });
        const { complete: done, onTwoFactor: twoFactor, navigate: go } = latest.current;
        if (!result.twoFactorRequired) done(result.user);
        else if (twoFactor) twoFactor(result.challengeToken);
        else go(`/login?twoFactor=${encodeURIComponent(result.challengeToken)}`);
      } catch (error) {
        const { failed } = latest.current;
        toast.error(failed.title, { description: error instanceof ApiError ? error.message : failed.retry });
      }
    }
    loadGoogleIdentity().then(
      (loaded) => {
        if (gone) return;
        google = loaded;
        loaded.accounts.id.initialize({ client_id: clientId, callback: signIn, cancel_on_tap_outside: true, context: 'signin', use_fedcm_for_prompt: true });
        loaded.accounts.id.prompt();
      },
      () => {},
    );
    return () => {
      gone = true;
      google?.accounts.id.cancel();
    };
  }, [clientId]);

  return null;
}
