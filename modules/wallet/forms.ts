// The withdrawal request the seller's wallet page checks as it is filled in, with the rules the api applies. Its own
// file, apart from contract.ts which re-exports it: a page that shows data never loads the validation library, only
// the page with this form does (web/build/contracts-for-the-browser.ts).
import { z } from 'zod';

export const payoutDetails = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('paypal'),
    email: z.email('Enter a valid PayPal email address').max(254),
  }),
  z.object({
    method: z.literal('bank_transfer'),
    accountHolder: z.string().trim().min(2, 'Enter the account holder').max(200),
    iban: z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/, 'Enter a valid IBAN')),
    bic: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Enter a valid BIC')
      .optional(),
    bankName: z.string().trim().max(200).optional(),
  }),
]);
export type PayoutDetails = z.infer<typeof payoutDetails>;

export const withdrawalRequestBody = z.object({
  points: z.number({ error: 'Points must be a number' }).int('Points must be a whole number').positive('Points must be positive'),
  payout: payoutDetails,
});
export type WithdrawalRequestBody = z.infer<typeof withdrawalRequestBody>;
