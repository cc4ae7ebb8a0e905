// The request bodies the web checks as the user fills a form (sign-up, sign-in, an email for a link, billing) with
// the same rules the api applies. Their own file, apart from contract.ts which re-exports them: a page that shows
// data never loads the validation library, only the pages with these forms do (web/build/contracts-for-the-browser.ts).
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './messages.ts';

/** Emails are kept trimmed, NFC-normalised and lower-cased; internationalised addresses are welcome. */
export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .transform((v) => v.normalize('NFC').toLowerCase())
  .pipe(z.email({ pattern: z.regexes.unicodeEmail, error: 'Enter a valid email address' }));

/** A new password: 6 to 1024 characters (a longer one never reaches the hash function). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong);

/** A password being checked (login, re-authentication): any length up to the maximum. */
export const givenPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong);

export const matching = <T extends { password: string; confirmPassword: string }>(v: T) => v.password === v.confirmPassword;
export const mismatch = { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] };

export const registerBody = z
  .object({
    fullName: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(200),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: 'Confirm your password' }).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
  })
  .refine(matching, mismatch);
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({ email, password: givenPassword });
export type LoginBody = z.infer<typeof loginBody>;

export const emailBody = z.object({ email });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const billingBody = z.object({
  addressLine1: z.string({ error: 'Address line 1 is required' }).trim().min(1, 'Address line 1 is required').max(200),
  addressLine2: optionalText(200),
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(100),
  state: optionalText(100),
  countryId: z.string({ error: 'Country is required' }).uuid('Choose a country'),
  postalCode: z.string({ error: 'Postal code is required' }).trim().min(1, 'Postal code is required').max(20),
  phone: optionalText(30).refine((v) => v === null || /^\+?[0-9 ().-]{5,30}$/.test(v), 'Enter a valid phone number'),
  defaultBillingAddress: z.boolean().default(false),
});
export type BillingBody = z.infer<typeof billingBody>;
