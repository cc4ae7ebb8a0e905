// The permission check every admin route gets: guests 401, signed-in users 403, suspended admins 401 (their
// session no longer counts), each before the route reads its input or changes anything.
import { expect } from 'vitest';
import { Client, type Harness, signUp, sql } from './http-harness.ts';

export type RouteCall = [method: string, path: string, body?: unknown];

export async function expectAdminOnly(h: Harness, routes: RouteCall[]): Promise<void> {
  const user = await signUp(h, 'Una User');
  const suspended = await signUp(h, 'Sus Admin', { admin: true });
  await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
  const guest = new Client(h.baseUrl);
  for (const [method, path, body] of routes) {
    expect((await guest.request(method, path, body)).status, `guest ${method} ${path}`).toBe(401);
    expect((await user.client.request(method, path, body)).status, `user ${method} ${path}`).toBe(403);
    expect((await suspended.client.request(method, path, body)).status, `suspended admin ${method} ${path}`).toBe(401);
  }
}
