// Who is on the other end of a request, and how rate limits name them. Behind proxies the address comes from
// X-Forwarded-For, counted from the right: each trusted proxy appends the peer it saw, so the entry the
// outermost trusted proxy wrote is the client; anything further left was written by the client and is a lie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP, isIPv4 } from 'node:net';
import type { Context } from 'koa';

/** `::ffff:1.2.3.4` (IPv4 arriving on a dual-stack socket) is the IPv4 address; brackets and ports go. */
export function plainAddress(value: string | undefined | null): string | null {
  let text = (value ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '').toLowerCase();
  if (!isIP(text)) return null;
  if (isIPv4(text)) return text;
  const groups = expandIPv6(text);
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [hi, lo] = [Number.parseInt(groups[6]!, 16), Number.parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return text;
}

/**
 * The client's address given the X-Forwarded-For header, the socket's peer and how many proxies in front of
 * us are trusted (0: none, the socket's peer is the client). With fewer entries than trusted hops, the
 * left-most is used: every entry was then written by a trusted proxy.
 */
export function forwardedClient(forwardedFor: string | undefined, socketAddress: string | undefined, trustedHops: number): string | null {
  const socket = plainAddress(socketAddress);
  if (trustedHops < 1 || !forwardedFor) return socket;
  const entries = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length) return socket;
  return plainAddress(entries[Math.max(0, entries.length - trustedHops)]) ?? socket;
}

// A server render fetches its page's data from this same process as the visitor (server-render.ts); it marks those
// requests with a secret only this process knows and vouches for the visitor's address, so their session and rate
// limits see them, not the loopback address. Anyone else's headers are ignored.
const RENDER_SECRET = randomBytes(24).toString('base64url');
const RENDER_SECRET_HEADER = 'x-studyhall-render';
const RENDER_CLIENT_HEADER = 'x-studyhall-render-client';

/** The headers with which this process's server render speaks for a visitor at `address`. */
export function renderedForHeaders(address: string | null): Record<string, string> {
  return { [RENDER_SECRET_HEADER]: RENDER_SECRET, ...(address ? { [RENDER_CLIENT_HEADER]: address } : {}) };
}

/** Whether this request is this process's server render fetching a page's data for a visitor. */
export function isServerRender(ctx: Context): boolean {
  const secret = Buffer.from(ctx.get(RENDER_SECRET_HEADER));
  const expected = Buffer.from(RENDER_SECRET);
  return secret.length === expected.length && timingSafeEqual(secret, expected);
}

function vouchedAddress(ctx: Context): string | null {
  return isServerRender(ctx) ? plainAddress(ctx.get(RENDER_CLIENT_HEADER)) : null;
}

/** The request's client address (TRUST_PROXY and TRUST_PROXY_HOPS decide how far X-Forwarded-For is believed). */
export function clientIp(ctx: Context): string | null {
  const vouched = vouchedAddress(ctx);
  if (vouched) return vouched;
  const hops = ctx.app.proxy ? Math.max(1, ctx.app.maxIpsCount) : 0;
  return forwardedClient(ctx.get(ctx.app.proxyIpHeader), ctx.req.socket.remoteAddress, hops);
}

/**
 * The name of an address in a rate limit: IPv4 as it is, IPv6 by its /64 (one subscriber usually holds a
 * whole /64, so counting single addresses would give them 2^64 fresh buckets).
 */
export function ipRateKey(address: string | null | undefined): string {
  const ip = plainAddress(address);
  if (!ip) return 'unknown';
  if (isIPv4(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (an embedded IPv4 tail becomes two). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::') as [string, string | undefined];
  const parse = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16).toString(16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}
