// Toast helpers with the spec's timings (000 §9): 2000 ms for success, error and warning; the
// email-verification toast stays 10000 ms at the top right. Later pages import these, not sonner, which loads
// with the first toast (ToasterWhenNeeded.tsx).
import { t } from '@lingui/core/macro';
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { whenToasterListens } from './ToasterWhenNeeded.tsx';

export const TOAST_DURATION_MS = 2000;
export const TOAST_LONG_DURATION_MS = 5000;
export const EMAIL_VERIFICATION_TOAST_MS = 10_000;

type Options = ExternalToast;

function show(make: (sonner: typeof sonnerToast) => void): void {
  void whenToasterListens().then(({ toast }) => make(toast));
}

export const toast = {
  success: (message: string, options?: Options) => show((sonner) => sonner.success(message, { duration: TOAST_DURATION_MS, ...options })),
  error: (message: string, options?: Options) => show((sonner) => sonner.error(message, { duration: TOAST_DURATION_MS, ...options })),
  warning: (message: string, options?: Options) => show((sonner) => sonner.warning(message, { duration: TOAST_DURATION_MS, ...options })),
  info: (message: string, options?: Options) => show((sonner) => sonner.info(message, { duration: TOAST_DURATION_MS, ...options })),
  message: (message: string, options?: Options) => show((sonner) => sonner(message, options)),
  /** 'Please verify your email' with the resend action, 10 s, top right (shown in the browser: the global i18n is the page's). */
  emailVerification: (email: string, onResend: () => void) =>
    show((sonner) =>
      sonner.warning(t`Please verify your email`, {
        description: t`Click the button below to resend the verification email to ${email}`,
        duration: EMAIL_VERIFICATION_TOAST_MS,
        position: 'top-right',
        action: { label: t`Resend Verification Email`, onClick: onResend },
      }),
    ),
};
