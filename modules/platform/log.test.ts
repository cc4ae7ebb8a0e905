// Logs never carry a credential: an SDK error that hangs the request it sent (with its Authorization header) on
// itself, headers, bodies and configs logged as they are, at any depth and in any letter case.
import { ApiError } from '@paypal/paypal-server-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { configureLogger, logger, REDACTED } from './log.ts';

const SECRETS = {
  bearer: 'A21AAF-paypal-access-token-0123456789',
  basic: 'Y2xpZW50LWlkOmNsaWVudC1zZWNyZXQtMDEyMw==',
  cookie: 'sh_session=cookie-secret-0123456789',
  setCookie: 'sh_session=set-cookie-secret-0123456789; HttpOnly',
  password: 'hunter2-password-0123',
  token: 'reset-token-0123456789abcdef',
  clientSecret: 'client-secret-0123456789',
  apiKey: 'sk-api-key-0123456789',
};

/** What the logger writes while `work` runs, one parsed object a line. */
function logged(work: () => void): { text: string; lines: any[] } {
  let text = '';
  configureLogger('info', { write: (line: string) => void (text += line) });
  work();
  return { text, lines: text.trim().split('\n').map((line) => JSON.parse(line)) };
}

afterEach(() => configureLogger('warn'));

/** A PayPal SDK error as the SDK throws it for a refused call: the request it sent is on it. */
function paypalError() {
  return new ApiError(
    {
      request: {
        method: 'POST',
        url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders',
        headers: { Authorization: `Bearer ${SECRETS.bearer}`, 'Content-Type': 'application/json', 'PayPal-Request-Id': 'order-1' },
      },
      response: { statusCode: 401, headers: { 'content-type': 'application/json' }, body: '{"error":"invalid_token"}' },
    } as never,
    `Response status code was not ok: 401. Sent Authorization: Basic ${SECRETS.basic}`,
  );
}

describe('the logger', () => {
  it('logs a PayPal SDK error with its context but no credential, however it is logged', () => {
    const { text, lines } = logged(() => {
      const log = logger('payments');
      log.error({ err: paypalError(), orderId: 'o-1' }, 'creating the provider checkout failed');
      log.error(paypalError(), 'thrown as it is');
      log.warn({ attempt: { provider: 'paypal', error: paypalError() } }, 'nested under another key');
      log.error({ err: new Error('wrapped', { cause: paypalError() }) }, 'as a cause');
    });
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ component: 'payments', orderId: 'o-1', err: { type: 'ApiError', statusCode: 401 } });
    expect(lines[0].err.request).toMatchObject({ url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders', headers: { Authorization: REDACTED, 'PayPal-Request-Id': 'order-1' } });
    expect(lines[0].err.message).toBe(`Response status code was not ok: 401. Sent Authorization: Basic ${REDACTED}`);
    expect(lines[2].attempt.error.request.headers.Authorization).toBe(REDACTED);
  });

  it('redacts authorization, cookies, passwords, tokens, secrets and API keys at any depth and letter case', () => {
    const { text, lines } = logged(() =>
      logger('http').info(
        {
          headers: { authorization: `Bearer ${SECRETS.bearer}`, Cookie: SECRETS.cookie, 'set-cookie': [SECRETS.setCookie], 'x-api-key': SECRETS.apiKey },
          body: { email: 'ada@example.com', password: SECRETS.password, confirmPassword: SECRETS.password, token: SECRETS.token },
          deep: { a: { b: { c: { d: { e: { config: { clientSecret: SECRETS.clientSecret, OPENAI_API_KEY: SECRETS.apiKey, resetToken: SECRETS.token } } } } } } },
          usage: { promptTokens: 120, completionTokens: 812 },
        },
        'request',
      ),
    );
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(lines[0].body).toEqual({ email: 'ada@example.com', password: REDACTED, confirmPassword: REDACTED, token: REDACTED });
    expect(lines[0].headers['set-cookie']).toBe(REDACTED);
    // Counts named like tokens are not credentials.
    expect(lines[0].usage).toEqual({ promptTokens: 120, completionTokens: 812 });
  });
});
