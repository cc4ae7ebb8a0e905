// The client's address behind proxies, and the names rate limits give addresses.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { clientIp, forwardedClient, ipRateKey, plainAddress, renderedForHeaders } from './client-ip.ts';

describe('forwardedClient', () => {
  it('believes nothing forwarded when no proxy is trusted', () => {
    expect(forwardedClient('6.6.6.6', '10.0.0.5', 0)).toBe('10.0.0.5');
  });

  it('takes the entry the trusted proxy appended, never what the client wrote further left', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the load balancer appended the peer it saw.
    expect(forwardedClient('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(forwardedClient('6.6.6.6,7.7.7.7, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    // CDN then load balancer: the CDN wrote the client, the load balancer wrote the CDN's edge.
    expect(forwardedClient('6.6.6.6, 198.51.100.7, 172.16.0.9', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('uses the left-most entry when there are fewer than the trusted hops, and the socket when there are none', () => {
    expect(forwardedClient('198.51.100.7', '10.0.0.2', 2)).toBe('198.51.100.7');
    expect(forwardedClient(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(forwardedClient(' , ', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(forwardedClient('not-an-ip', '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('reads ports, brackets and IPv4-mapped IPv6 as the plain address', () => {
    expect(forwardedClient('203.0.113.9:51234', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(forwardedClient('[2001:db8::1]:443', '10.0.0.2', 1)).toBe('2001:db8::1');
    expect(forwardedClient(undefined, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
  });
});

describe('plainAddress', () => {
  it('turns IPv4-mapped IPv6 into IPv4, in either notation', () => {
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(plainAddress('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(plainAddress('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(plainAddress('2001:db8::ffff:192.0.2.1')).toBe('2001:db8::ffff:192.0.2.1');
    expect(plainAddress('garbage')).toBeNull();
  });
});

describe('ipRateKey', () => {
  it('keeps IPv4 as it is and counts IPv4-mapped IPv6 as IPv4', () => {
    expect(ipRateKey('203.0.113.9')).toBe('203.0.113.9');
    expect(ipRateKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('names an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(ipRateKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(ipRateKey('2001:0db8:85a3:08d3::1')).toBe(key);
    expect(ipRateKey('2001:DB8:85A3:8D3:ffff:ffff:ffff:ffff')).toBe(key);
    expect(ipRateKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(ipRateKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipRateKey('::1')).toBe('0:0:0:0::/64');
  });

  it('names what is not an address "unknown"', () => {
    expect(ipRateKey(null)).toBe('unknown');
    expect(ipRateKey('')).toBe('unknown');
  });
});

describe('clientIp', () => {
  async function addressSeen(headers: Record<string, string>): Promise<string> {
    const app = new Koa({ proxy: false });
    app.use((ctx) => {
      ctx.body = clientIp(ctx) ?? 'none';
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      return await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
    } finally {
      server.close();
    }
  }

  it("is the visitor's address when this process's server render speaks for them, and the peer's when anyone else claims to", async () => {
    expect(await addressSeen({})).toBe('127.0.0.1');
    expect(await addressSeen(renderedForHeaders('203.0.113.9'))).toBe('203.0.113.9');
    const guessed = { ...renderedForHeaders('203.0.113.9'), 'x-studyhall-render': 'x'.repeat(32) };
    expect(await addressSeen(guessed)).toBe('127.0.0.1');
    expect(await addressSeen({ 'x-studyhall-render': '', 'x-studyhall-render-client': '203.0.113.9' })).toBe('127.0.0.1');
  });
});
