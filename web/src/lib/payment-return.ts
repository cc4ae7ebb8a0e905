// The payment return address (spec 000 §4 "Payment return"): when the page reacts, which session and order
// to verify, and the address without the payment parameters.

export const PAYMENT_RETURN_PARAMS = [
  'success',
  'provider',
  'order_id',
  'session_id',
  'token',
  'PayerID',
  'redirect_status',
  'payment_intent',
  'payment_intent_client_secret',
] as const;

export type PaymentReturn = {
  /** success=true, or a success flag plus a session id, or redirect_status=succeeded. */
  reacts: boolean;
  sessionId: string | null;
  orderId: string | null;
  /** The query string left once the payment parameters are removed ('' or '?…'). */
  cleanSearch: string;
};

const truthy = (v: string | null) => v !== null && ['true', '1', 'yes', 'success', 'succeeded'].includes(v.toLowerCase());

export function parsePaymentReturn(search: string): PaymentReturn {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id') || params.get('token') || params.get('payment_intent') || null;
  const orderId = params.get('order_id') || null;
  const success = params.get('success');
  const reacts =
    success === 'true' || (truthy(success) && sessionId !== null) || params.get('redirect_status') === 'succeeded';
  for (const name of PAYMENT_RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return { reacts, sessionId, orderId, cleanSearch: rest ? `?${rest}` : '' };
}
