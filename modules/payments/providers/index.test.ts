// Which providers a deployment offers. The local test checkout mints points without a payment, so outside
// development and test it needs LOCAL_CHECKOUT=true; it never stands beside a real provider.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/index.ts';
import { providersFromConfig } from './index.ts';

const SECRET = 'x'.repeat(32);
const offered = (env: Record<string, string>) => providersFromConfig(loadConfig({ APP_SECRET: SECRET, ...env }), SECRET).list.map((p) => p.id);

describe('the providers on offer', () => {
  it('offers the local test checkout by default in development and test, so npm start and npm test need nothing', () => {
    expect(offered({ NODE_ENV: 'development' })).toEqual(['local']);
    expect(offered({ NODE_ENV: 'test' })).toEqual(['local']);
    expect(offered({})).toEqual(['local']);
  });

  it('offers nothing in production unless LOCAL_CHECKOUT=true says so', () => {
    expect(offered({ NODE_ENV: 'production' })).toEqual([]);
    expect(offered({ NODE_ENV: 'production', LOCAL_CHECKOUT: 'false' })).toEqual([]);
    expect(offered({ NODE_ENV: 'production', LOCAL_CHECKOUT: 'true' })).toEqual(['local']);
  });

  it('can be switched off in development, and never stands beside Stripe', () => {
    expect(offered({ NODE_ENV: 'development', LOCAL_CHECKOUT: 'false' })).toEqual([]);
    expect(offered({ LOCAL_CHECKOUT: 'true', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual(['stripe']);
  });
});
