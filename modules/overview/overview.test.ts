// The admin overview over HTTP on a fresh database: admins only, and every figure counts the rows this test makes
// (a sign-up, an upload waiting, a paid points order, an AI action, a failed job) on today's point of the series.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootHarness, type Client, eventually, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { catalogueModule } from '../catalogue/index.ts';
import { walletModule } from '../wallet/index.ts';
import { uuidv7 } from '../platform/index.ts';
import type { FigureId, OverviewResponse } from './contract.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  // The catalogue for the upload's subject and type, the wallet's packages for the order.
  h = await bootHarness({ prepare: async (p) => Promise.all([catalogueModule.seed!(p), walletModule.seed!(p)]) });
  await h.platform.bus.work(['payments']);
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

async function figures(days = 7): Promise<OverviewResponse & { of: (id: FigureId) => { value: number; today: number } }> {
  const res = await admin.client.get(`/api/admin/overview?days=${days}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = res.body as OverviewResponse;
  return {
    ...body,
    of: (id) => {
      const f = body.figures.find((x) => x.id === id)!;
      return { value: f.value, today: f.series.at(-1)! };
    },
  };
}

async function paidOrder(client: Client): Promise<void> {
  const [pkg] = await sql(h, "select id from points_packages where slug = 'popular'");
  const res = await client.post('/api/payments/checkout', { packageId: pkg.id });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const url = new URL(res.body.url);
  // The local provider's checkout page, paid the way its HTML form posts.
  const form = { token: url.searchParams.get('token')!, action: 'pay' };
  expect((await client.request('POST', url.pathname, undefined, { form, csrf: false, headers: { accept: 'text/html' } })).status).toBe(303);
  await eventually(async () => (await sql(h, 'select order_status from points_orders where id = ?', [res.body.orderId]))[0].order_status, (s) => s === 'completed');
}

describe('admin overview', () => {
  it('answers guests 401, users 403, suspended admins 401 and admins 200', async () => {
    const path = '/api/admin/overview?days=30';
    expect((await fetch(h.baseUrl + path)).status).toBe(401);
    const user = await signUp(h, 'Una User');
    expect((await user.client.get(path)).status).toBe(403);
    const suspended = await signUp(h, 'Sus Admin', { admin: true });
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    expect((await suspended.client.get(path)).status).toBe(401);
    const ok = await admin.client.get(path);
    expect(ok.status).toBe(200);
    expect(ok.body.dates).toHaveLength(30);
    expect((await admin.client.get('/api/admin/overview?days=12')).status).toBe(400);
  });

  it('counts the sign-up, upload waiting, points order, AI action and failed job the test makes', async () => {
    const before = await figures();
    const buyer = await signUp(h, 'Bea Buyer');
    await paidOrder(buyer.client);
    const [r] = await sql(h, 'select (select id from subjects limit 1) as subject_id, (select id from document_types limit 1) as type_id');
    await sql(
      h,
      `insert into documents (id, slug, title, description, points_price, user_id, subject_id, document_type_id, original_file_path,
         original_file_name, original_file_size, original_file_type, content_sha256)
       values (?, 'overview-waiting', 'Waiting', '', 10, ?, ?, ?, 'x/y.pdf', 'y.pdf', 100, 'application/pdf', ?)`,
      [uuidv7(), buyer.id, r.subject_id, r.type_id, 'a'.repeat(64)],
    );
    await sql(h, "insert into ai_actions (id, user_id, tool, request_key, points) values (?, ?, 'homework-help', 'k1', 3)", [uuidv7(), buyer.id]);
    const boss = h.platform.bus.boss;
    await boss.createQueue('overview-test');
    await boss.send('overview-test', {}, { retryLimit: 0 });
    const [job] = await boss.fetch('overview-test');
    await boss.fail('overview-test', job!.id, { message: 'boom' });

    const after = await figures();
    const grew = (id: FigureId) => ({ value: after.of(id).value - before.of(id).value, today: after.of(id).today - before.of(id).today });
    expect(grew('signUps')).toEqual({ value: 1, today: 1 });
    expect(grew('uploadsWaiting')).toEqual({ value: 1, today: 1 });
    expect(grew('revenue')).toEqual({ value: 2500, today: 2500 });
    expect(grew('pointsSold')).toEqual({ value: 290, today: 290 });
    expect(grew('pointsEarned')).toEqual({ value: 290, today: 290 });
    expect(grew('aiActions')).toEqual({ value: 1, today: 1 });
    expect(grew('failedJobs')).toEqual({ value: 1, today: 1 });
    expect(after.aiByTool).toContainEqual(expect.objectContaining({ tool: 'homework-help', total: (before.aiByTool.find((t) => t.tool === 'homework-help')?.total ?? 0) + 1 }));
    expect(after.figures.find((f) => f.id === 'revenue')!.href).toBe('/admin/points-orders');
  });
});
