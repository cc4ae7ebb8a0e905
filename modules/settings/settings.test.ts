// Run-time settings over HTTP on the real database: who may read and change them, validation, the audit entry, the
// wallet applying a change (seller earnings, the withdrawal minimum), another instance's change seen within the
// cache window, and `studyhall settings`.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, type RouteCall } from '../../tests/support/admin-only.ts';
import { bootHarness, eventually, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { printedBy } from '../../tests/support/stdout.ts';
import { registerSettingsCommands } from './commands.ts';

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await bootHarness({ env: { SELLER_SHARE_PERCENT: '70', WITHDRAWAL_MINIMUM_POINTS: '500' } });
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

const audit = () => sql(h, "select admin_id, action, target_type, reason, details from admin_audit_log where action = 'settings.changed' order by created_at, id");
const paypal = { method: 'paypal', email: 'seller@example.com' };

describe('settings', () => {
  it('answers guests 401, users 403, suspended admins 401 and admins 200; each change is audited', async () => {
    const routes: RouteCall[] = [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings/wallet.sellerSharePercent', { value: 75, reason: 'Promotion for sellers' }],
    ];
    await expectAdminOnly(h, routes);
    expect(await audit()).toEqual([]);
    const list = await admin.client.get('/api/admin/settings');
    expect(list.body.items.find((s: { key: string }) => s.key === 'wallet.sellerSharePercent')).toMatchObject({ value: 70, defaultValue: 70, changed: false });
    const changed = await admin.client.put('/api/admin/settings/wallet.sellerSharePercent', { value: 75, reason: 'Promotion for sellers' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ value: 75, defaultValue: 70, changed: true, updatedBy: { id: admin.id } });
    expect(await audit()).toEqual([
      { admin_id: admin.id, action: 'settings.changed', target_type: 'setting', reason: 'Promotion for sellers', details: { key: 'wallet.sellerSharePercent', from: 70, to: 75 } },
    ]);
  });

  it('refuses values outside the rules, and a change without a reason, recording nothing', async () => {
    const before = (await audit()).length;
    for (const value of [0, 101, 50.5, 'seventy', null]) {
      const res = await admin.client.put('/api/admin/settings/wallet.sellerSharePercent', { value, reason: 'x' });
      expect(res.status, JSON.stringify(value)).toBe(400);
    }
    expect((await admin.client.put('/api/admin/settings/wallet.sellerSharePercent', { value: 60, reason: ' ' })).body.error.fields.reason).toEqual(['Give a reason']);
    expect((await admin.client.put('/api/admin/settings/wallet.nope', { value: 60, reason: 'x' })).status).toBe(400);
    expect((await audit()).length).toBe(before);
  });

  it('the wallet applies a change: seller earnings and the withdrawal minimum', async () => {
    const seller = await signUp(h, 'Sam Seller');
    const tooSmall = await seller.client.post('/api/wallet/withdrawals', { points: 200, payout: paypal });
    expect(tooSmall.body.error.message).toBe('The amount is below the minimum withdrawal. The minimum is 500 points ($50.00).');
    await admin.client.put('/api/admin/settings/wallet.withdrawalMinimumPoints', { value: 100, reason: 'Smaller payouts' });
    const earnings = await seller.client.get('/api/wallet/seller/earnings');
    expect(earnings.body).toMatchObject({ sellerSharePercent: 75, minimumWithdrawalPoints: 100 });
    // Above the new minimum, so now refused only because nothing was earned.
    expect((await seller.client.post('/api/wallet/withdrawals', { points: 200, payout: paypal })).body.error.code).toBe('withdrawal_above_available');
  });

  it('a change made elsewhere (another instance, the database) is applied within the cache window', async () => {
    const seller = await signUp(h, 'Other Seller');
    await sql(h, `update platform_settings set value = '64'::jsonb where key = 'wallet.sellerSharePercent'`);
    await eventually(async () => (await seller.client.get('/api/wallet/seller/earnings')).body.sellerSharePercent, (p) => p === 64, 10_000);
  });

  it('studyhall settings set is validated and audited as the --by admin', async () => {
    const program = new Command('studyhall').exitOverride().configureOutput({ writeErr: () => {} });
    registerSettingsCommands(program, async () => h.platform);
    const output = await printedBy(async () => {
      await program.parseAsync(['settings', 'set', 'wallet.withdrawalMinimumPoints', '250', '--by', (await sql(h, 'select email from users where id = ?', [admin.id]))[0].email, '--reason', 'Quarterly review'], { from: 'user' });
      await expect(program.parseAsync(['settings', 'set', 'wallet.withdrawalMinimumPoints', '0', '--by', 'nobody@example.com', '--reason', 'x'], { from: 'user' })).rejects.toThrow('is not an active admin');
    });
    expect(output).toContain('250');
    expect((await audit()).slice(-1)[0]).toMatchObject({ reason: 'Quarterly review', details: { key: 'wallet.withdrawalMinimumPoints', to: 250 } });
  });
});
