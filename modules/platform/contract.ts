// The kernel's HTTP contract the web app reads.
import { z } from 'zod';

/** GET /api/public-config */
export const publicConfig = z.object({
  supportWidgetUrl: z.string().nullable().describe('the live-chat script to load, or null when off'),
  googleSignIn: z.boolean(),
  paymentsTestMode: z.boolean().describe('true while the local test checkout stands in for Stripe and PayPal'),
});
export type PublicConfig = z.infer<typeof publicConfig>;
