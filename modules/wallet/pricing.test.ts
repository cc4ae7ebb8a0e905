// Points packages and bonus tiers edited at run time (#15), over HTTP on the real database: who may read and change
// them, validation in our words, the audit rows, a checkout after a price change charging the new price while an
// order created before keeps the old one, concurrent edits never leaving zero packages on sale, the buyers' cache
// window, and `studyhall settings packages|tiers`.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, type RouteCall } from '../../tests/support/admin-only.ts';
import { bootHarness, Client, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { printedBy } from '../../tests/support/stdout.ts';
import { registerPricingCommands } from './pricing-commands.ts';
import { walletModule } from './index.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await bootHarness({ prepare: (platform) => walletModule.seed!(platform) });
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

const packageRow = async (slug: string) => (await sql(h, 'select * from points_packages where slug = ?', [slug]))[0];
const audit = (prefix: string) =>
  sql(h, 'select admin_id, action, target_type, target_id, reason, details from admin_audit_log where action like ? order by created_at, id', [`${prefix}%`]);
const change = (row: Record<string, any>, patch: Record<string, unknown> = {}) => ({
  priceCents: row.price_cents, points: row.points, bonusPoints: row.bonus_points, isActive: row.is_active, sortOrder: row.sort_order, reason: 'Price review', ...patch,
});
const SEED_TIERS = [
  { minAmountCents: 1000, bonusPercent: 5, isActive: true },
  { minAmountCents: 2500, bonusPercent: 10, isActive: true },
  { minAmountCents: 5000, bonusPercent: 15, isActive: true },
  { minAmountCents: 10000, bonusPercent: 20, isActive: true },
];

describe('who may read and change prices', () => {
  it('answers guests 401, users 403, suspended admins 401 and admins 200, auditing each change', async () => {
    const starter = await packageRow('starter');
    const routes: RouteCall[] = [
      ['GET', '/api/admin/wallet/pricing'],
      ['PUT', `/api/admin/wallet/packages/${starter.id}`, change(starter, { priceCents: 600 })],
      ['PUT', '/api/admin/wallet/bonus-tiers', { tiers: SEED_TIERS, reason: 'x' }],
    ];
    await expectAdminOnly(h, routes);
    expect(await audit('wallet.')).toEqual([]);

    const list = await admin.client.get('/api/admin/wallet/pricing');
    expect(list.status).toBe(200);
    expect(list.body.packages.map((p: any) => [p.slug, p.priceCents, p.isActive])).toEqual([
      ['starter', 500, true], ['basic', 1000, true], ['popular', 2500, true], ['pro', 5000, true], ['ultimate', 10000, true],
    ]);
    expect(list.body.bonusTiers.map((t: any) => [t.minAmountCents, t.bonusPercent])).toEqual([[1000, 5], [2500, 10], [5000, 15], [10000, 20]]);

    const changed = await admin.client.put(`/api/admin/wallet/packages/${starter.id}`, change(starter, { priceCents: 600, points: 60, sortOrder: 9 }));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ slug: 'starter', priceCents: 600, points: 60, bonusPoints: 0, isActive: true, sortOrder: 9, currency: 'usd' });
    expect(await audit('wallet.package')).toEqual([
      {
        admin_id: admin.id, action: 'wallet.package-changed', target_type: 'points-package', target_id: starter.id, reason: 'Price review',
        details: {
          slug: 'starter',
          from: { priceCents: 500, points: 50, bonusPoints: 0, isActive: true, sortOrder: 1 },
          to: { priceCents: 600, points: 60, bonusPoints: 0, isActive: true, sortOrder: 9 },
        },
      },
    ]);
  });

  it('bonus tiers: changed in place, added and removed, one audit row each, applied to the next quote', async () => {
    const next = [
      { minAmountCents: 1000, bonusPercent: 7, isActive: true },
      { minAmountCents: 2500, bonusPercent: 10, isActive: true },
      { minAmountCents: 7500, bonusPercent: 18, isActive: true },
      { minAmountCents: 10000, bonusPercent: 20, isActive: false },
    ];
    const res = await admin.client.put('/api/admin/wallet/bonus-tiers', { tiers: next, reason: 'Winter promotion' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((t: any) => [t.minAmountCents, t.bonusPercent, t.isActive, t.name])).toEqual([
      [1000, 7, true, 'Bonus 7%'], [2500, 10, true, 'Bonus 10%'], [7500, 18, true, 'Bonus 18%'], [10000, 20, false, 'Bonus 20%'],
    ]);
    const rows = await audit('wallet.bonus-tier');
    expect(rows.map((r: any) => [r.action, r.target_type, r.reason, r.details])).toEqual([
      ['wallet.bonus-tier-changed', 'bonus-tier', 'Winter promotion', { from: { minAmountCents: 1000, bonusPercent: 5, isActive: true }, to: { minAmountCents: 1000, bonusPercent: 7, isActive: true } }],
      ['wallet.bonus-tier-added', 'bonus-tier', 'Winter promotion', { to: { minAmountCents: 7500, bonusPercent: 18, isActive: true } }],
      ['wallet.bonus-tier-changed', 'bonus-tier', 'Winter promotion', { from: { minAmountCents: 10000, bonusPercent: 20, isActive: true }, to: { minAmountCents: 10000, bonusPercent: 20, isActive: false } }],
      ['wallet.bonus-tier-removed', 'bonus-tier', 'Winter promotion', { from: { minAmountCents: 5000, bonusPercent: 15, isActive: true } }],
    ]);
    // 120 USD: 1200 base points; the 100 USD tier is off, so 18 % from the 75 USD tier.
    expect((await new Client(h.baseUrl).get('/api/wallet/points-for-amount?amountCents=12000')).body).toMatchObject({ basePoints: 1200, bonusPoints: 216 });
  });
});

describe('validation', () => {
  it('refuses values outside the rules in our words, recording nothing', async () => {
    const basic = await packageRow('basic');
    const before = (await audit('wallet.')).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ priceCents: 99 }, 'priceCents', 'At least $1.00'],
      [{ priceCents: 100_001 }, 'priceCents', 'At most $1,000.00'],
      [{ priceCents: 12.5 }, 'priceCents', 'Enter the price in cents as a whole number'],
      [{ priceCents: '10' }, 'priceCents', 'Enter the price in cents as a whole number'],
      [{ points: 0 }, 'points', 'At least 1 point'],
      [{ points: 1_000_001 }, 'points', 'At most 1,000,000 points'],
      [{ bonusPoints: -1 }, 'bonusPoints', 'At least 0 points'],
      [{ sortOrder: -1 }, 'sortOrder', 'At least 0'],
      [{ reason: ' ' }, 'reason', 'Give a reason'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await admin.client.put(`/api/admin/wallet/packages/${basic.id}`, change(basic, patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error.fields[field], JSON.stringify(patch)).toEqual([message]);
    }
    const tierCases: [unknown, string][] = [
      [[{ minAmountCents: 1000, bonusPercent: 5 }, { minAmountCents: 1000, bonusPercent: 9 }], 'Two bonus tiers cannot start at the same amount.'],
      [[{ minAmountCents: 400, bonusPercent: 5 }], 'At least $5.00 (the smallest custom amount)'],
      [[{ minAmountCents: 50_001, bonusPercent: 5 }], 'At most $500.00 (the largest custom amount)'],
      [[{ minAmountCents: 1000, bonusPercent: 0 }], 'At least 1%'],
      [[{ minAmountCents: 1000, bonusPercent: 101 }], 'At most 100%'],
    ];
    for (const [tiers, message] of tierCases) {
      const res = await admin.client.put('/api/admin/wallet/bonus-tiers', { tiers, reason: 'x' });
      expect(res.status, JSON.stringify(tiers)).toBe(400);
      expect(Object.values(res.body.error.fields).flat(), JSON.stringify(tiers)).toEqual([message]);
    }
    const unknown = await admin.client.put(`/api/admin/wallet/packages/${crypto.randomUUID()}`, change(basic));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'package_not_found', message: 'Points package not found.' });
    expect((await audit('wallet.')).length).toBe(before);
  });
});

describe('a price change applies to new checkouts only', () => {
  it('a checkout after the change charges the new price; an order created before keeps and is paid at the old one', async () => {
    await h.platform.bus.work(['payments']);
    const buyer = await signUp(h, 'Bea Buyer');
    const popular = await packageRow('popular');
    const early = await buyer.client.post('/api/payments/checkout', { packageId: popular.id });
    expect(early.body).toMatchObject({ amountCents: 2500, points: 250, bonusPoints: 40 });

    const changed = await admin.client.put(`/api/admin/wallet/packages/${popular.id}`, change(popular, { priceCents: 3000, points: 300, bonusPoints: 60 }));
    expect(changed.status).toBe(200);
    const late = await buyer.client.post('/api/payments/checkout', { packageId: popular.id });
    expect(late.body).toMatchObject({ amountCents: 3000, points: 300, bonusPoints: 60, totalPoints: 360 });
    expect((await new Client(h.baseUrl).get('/api/wallet/packages')).body.packages.find((p: any) => p.slug === 'popular')).toMatchObject({ priceCents: 3000, totalPoints: 360 });

    // The earlier order's test checkout page still asks for 25.00 USD, and paying it settles at that amount.
    const page = await buyer.client.request('GET', new URL(early.body.url).pathname + new URL(early.body.url).search, undefined, { headers: { accept: 'text/html' } });
    expect(page.text).toContain('$25.00');
    const token = new URL(early.body.url).searchParams.get('token')!;
    const paid = await buyer.client.request('POST', new URL(early.body.url).pathname, undefined, { form: { token, action: 'pay' }, csrf: false, headers: { accept: 'text/html' } });
    expect(paid.status).toBe(303);
    const [order] = await sql(h, 'select amount_cents, points_amount, bonus_points, payment_status from points_orders where id = ?', [early.body.orderId]);
    expect(order).toEqual({ amount_cents: 2500, points_amount: 250, bonus_points: 40, payment_status: 'succeeded' });
  });

  it('documents the admin price routes in the OpenAPI document', async () => {
    const doc = (await new Client(h.baseUrl).get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/wallet/pricing', '/api/admin/wallet/packages/{id}', '/api/admin/wallet/bonus-tiers',
        '/api/admin/subscription-plans', '/api/admin/subscription-plans/{id}/price',
      ]),
    );
  });

  it('tells buyers to cache the package list for no longer than the settings window (5 seconds)', async () => {
    const res = await new Client(h.baseUrl).get('/api/wallet/packages');
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
  });
});

describe('at least one package stays on sale', () => {
  it('refuses switching off the last active package, even when admins switch off every package at once', async () => {
    const all = await sql(h, 'select * from points_packages order by sort_order');
    const other = await signUp(h, 'Otto Admin', { admin: true });
    for (let round = 0; round < 10; round++) {
      await sql(h, 'update points_packages set is_active = true');
      const answers = await Promise.all(all.map((r, i) => (i % 2 ? other : admin).client.put(`/api/admin/wallet/packages/${r.id}`, change(r, { isActive: false }))));
      expect(answers.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 200, 200, 200, 422]);
      expect((await sql(h, 'select count(*)::int as n from points_packages where is_active'))[0].n, `round ${round}`).toBe(1);
      expect(answers.find((r) => r.status === 422)!.body.error).toMatchObject({ code: 'last_active_package', message: 'At least one points package must stay active.' });
    }
    await sql(h, 'update points_packages set is_active = true');
  });
});

describe('studyhall settings packages and tiers', () => {
  function run(...args: string[]): Promise<string> {
    const program = new Command('studyhall').exitOverride().configureOutput({ writeErr: () => {} });
    registerPricingCommands(program, async () => h.platform);
    return printedBy(() => program.parseAsync(args, { from: 'user' }));
  }

  it('lists and changes packages and tiers with the same rules, audited as the --by admin', async () => {
    const email = (await sql(h, 'select email from users where id = ?', [admin.id]))[0].email;
    expect(await run('settings', 'packages', 'list')).toContain('ultimate');
    await run('settings', 'packages', 'set', 'pro', '--price-cents', '4500', '--active', 'no', '--by', email, '--reason', 'Clearance');
    expect(await packageRow('pro')).toMatchObject({ price_cents: 4500, is_active: false, points: 500 });
    expect((await audit('wallet.package')).slice(-1)[0]).toMatchObject({ admin_id: admin.id, reason: 'Clearance', details: { slug: 'pro', to: { priceCents: 4500, isActive: false } } });
    await expect(run('settings', 'packages', 'set', 'pro', '--price-cents', '50', '--by', email, '--reason', 'x')).rejects.toThrow('priceCents: At least $1.00');
    await expect(run('settings', 'packages', 'set', 'pro', '--price-cents', '5000', '--by', 'nobody@example.com', '--reason', 'x')).rejects.toThrow('is not an active admin');

    await run('settings', 'tiers', 'set', '1000:5', '2500:10:inactive', '--by', email, '--reason', 'Simpler tiers');
    expect(await run('settings', 'tiers', 'list', '--json')).toContain('"minAmountCents": 2500');
    expect((await sql(h, 'select min_amount_cents, bonus_percent, is_active from points_bonus_tiers order by 1')).map((r: any) => [r.min_amount_cents, r.bonus_percent, r.is_active])).toEqual([
      [1000, 5, true], [2500, 10, false],
    ]);
    await expect(run('settings', 'tiers', 'set', '1000:5', '1000:6', '--by', email, '--reason', 'x')).rejects.toThrow('Two bonus tiers cannot start at the same amount.');
  });
});
