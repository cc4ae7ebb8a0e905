// Between registering and opening the mailed confirmation link in the same browser, the address and
// the return target are remembered, so the login after confirming is prefilled and goes back there.

export const PENDING_SIGNUP_KEY = 'studyhall.pendingSignup';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type PendingSignup = { email: string; returnUrl: string | null };

export function rememberSignup(storage: Storage | undefined, signup: PendingSignup, now = Date.now()) {
  try {
    storage?.setItem(PENDING_SIGNUP_KEY, JSON.stringify({ ...signup, at: now }));
  } catch {
    // Storage blocked: the login page simply starts empty.
  }
}

/** The remembered sign-up, used once (it is removed), or null when absent, unreadable or older than a day. */
export function takeSignup(storage: Storage | undefined, now = Date.now()): PendingSignup | null {
  try {
    const raw = storage?.getItem(PENDING_SIGNUP_KEY);
    if (!raw) return null;
    storage?.removeItem(PENDING_SIGNUP_KEY);
    const parsed = JSON.parse(raw) as { email?: unknown; returnUrl?: unknown; at?: unknown };
    if (typeof parsed.email !== 'string' || typeof parsed.at !== 'number' || now - parsed.at > MAX_AGE_MS) return null;
    return { email: parsed.email, returnUrl: typeof parsed.returnUrl === 'string' ? parsed.returnUrl : null };
  } catch {
    return null;
  }
}
