import { describe, expect, it } from 'vitest';
import { parsePaymentReturn } from './payment-return.ts';

describe('parsePaymentReturn', () => {
  it('reacts to success=true and reads the session and order', () => {
    expect(parsePaymentReturn('?success=true&provider=local&order_id=o1&session_id=s1')).toEqual({
      reacts: true,
      sessionId: 's1',
      orderId: 'o1',
      cleanSearch: '',
    });
  });
  it('reacts to a success flag with a session id, and to redirect_status=succeeded', () => {
    expect(parsePaymentReturn('?success=1&session_id=s2').reacts).toBe(true);
    expect(parsePaymentReturn('?success=1').reacts).toBe(false);
    const stripe = parsePaymentReturn('?redirect_status=succeeded&payment_intent=pi_1&payment_intent_client_secret=x&ref=a');
    expect(stripe).toMatchObject({ reacts: true, sessionId: 'pi_1', cleanSearch: '?ref=a' });
  });
  it('takes PayPal token as the session id and removes PayerID', () => {
    const r = parsePaymentReturn('?success=true&provider=paypal&order_id=o3&token=T3&PayerID=P');
    expect(r).toMatchObject({ reacts: true, sessionId: 'T3', orderId: 'o3', cleanSearch: '' });
  });
  it('does not react without a success signal; no session id is null', () => {
    expect(parsePaymentReturn('')).toEqual({ reacts: false, sessionId: null, orderId: null, cleanSearch: '' });
    expect(parsePaymentReturn('?success=true').sessionId).toBeNull();
  });
});
