// Behind a trusted proxy (TRUST_PROXY=true, one hop): the client's address is the one the proxy appended to
// X-Forwarded-For, so a client writing its own X-Forwarded-For neither hides nor multiplies itself; IPv6
// clients are counted by their /64.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bootAccounts, Client, clearRateLimits, type Harness, signedInUser, sql, uniqueEmail } from './harness.testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootAccounts([], { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1' });
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

/** A request as the load balancer forwards it: what the client claimed, then the peer the balancer saw. */
const via = (claimed: string, peer: string) => ({ headers: { 'x-forwarded-for': `${claimed}, ${peer}` } });

describe('client address behind a proxy', () => {
  it('records the address the proxy saw on the session, not the one the client wrote', async () => {
    const { email, password, client } = await signedInUser(h);
    const c = new Client(h.baseUrl);
    const login = await c.request('POST', '/api/auth/login', { email, password }, via('6.6.6.6', '203.0.113.9'));
    expect(login.status).toBe(200);
    const ips = (await client.get('/api/account/sessions')).body.items.map((s: { ip: string }) => s.ip);
    expect(ips).toContain('203.0.113.9');
    expect(ips).not.toContain('6.6.6.6');
  });

  it('keeps one per-IP login count however the client varies its own X-Forwarded-For', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await new Client(h.baseUrl).request('POST', '/api/auth/login', { email: uniqueEmail(), password: 'nope nope' }, via(`10.9.${i}.1`, '198.51.100.20'));
      expect(res.status).toBe(401);
    }
    const blocked = await new Client(h.baseUrl).request('POST', '/api/auth/login', { email: uniqueEmail(), password: 'nope nope' }, via('10.9.99.1', '198.51.100.20'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts every address of one IPv6 /64 in one bucket, and IPv4-mapped IPv6 as IPv4', async () => {
    for (const peer of ['2001:db8:7:8::1', '2001:db8:7:8:aaaa::2', '2001:0DB8:0007:0008:ffff:ffff:ffff:ffff']) {
      await new Client(h.baseUrl).request('POST', '/api/auth/login', { email: uniqueEmail(), password: 'nope nope' }, via('6.6.6.6', peer));
    }
    await new Client(h.baseUrl).request('POST', '/api/auth/login', { email: uniqueEmail(), password: 'nope nope' }, via('6.6.6.6', '::ffff:198.51.100.30'));
    const buckets = await sql(h, `select key, count from rate_limit_buckets where key like 'login:ip:%' order by key`);
    expect(buckets).toEqual([
      { key: 'login:ip:198.51.100.30', count: 1 },
      { key: 'login:ip:2001:db8:7:8::/64', count: 3 },
    ]);
  });
});
