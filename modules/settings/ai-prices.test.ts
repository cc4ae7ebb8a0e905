// The AI prices as run-time settings over HTTP on the real database: who may read and change them, the spec's
// numbers as defaults, validation of each rule's numbers, the audit entry, the tools' quote routes and the public
// /api/ai/prices answering the new price at once, and `studyhall settings` covering them.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootHarness, Client, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { registerSettingsCommands } from './commands.ts';

let h: Harness;
let admin: TestUser;
let anyone: Client;
beforeAll(async () => {
  h = await bootHarness();
  anyone = new Client(h.baseUrl);
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

const audit = () => sql(h, "select admin_id, action, target_type, reason, details from admin_audit_log where action = 'settings.changed' order by created_at, id");
const put = (client: Client, rule: string, value: unknown, reason = 'Price review') => client.put(`/api/admin/settings/ai.price.${rule}`, { value, reason });

describe('AI prices as settings', () => {
  it('answers guests 401, users 403, suspended admins 401 and admins 200; a change is audited with what it was', async () => {
    const user = await signUp(h, 'Una User');
    const suspended = await signUp(h, 'Sus Admin', { admin: true });
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    const guest = new Client(h.baseUrl);
    const change = { value: { points: 12 }, reason: 'Price review' };
    for (const [who, client, status] of [['guest', guest, 401], ['user', user.client, 403], ['suspended', suspended.client, 401]] as const) {
      expect((await client.get('/api/admin/settings')).status, who).toBe(status);
      expect((await client.request('PUT', '/api/admin/settings/ai.price.homework-answer', change)).status, who).toBe(status);
    }
    expect(await audit()).toEqual([]);

    const list = await admin.client.get('/api/admin/settings');
    const prices = list.body.items.filter((s: { key: string }) => s.key.startsWith('ai.price.'));
    // Every rule with numbers of its own, at the spec's numbers; the followers (word count, test prep) have none.
    expect(Object.fromEntries(prices.map((s: { key: string; value: unknown }) => [s.key, s.value]))).toEqual({
      'ai.price.word-generation': { points: 10, words: 100 },
      'ai.price.content-analysis': { points: 10 },
      'ai.price.ai-detection': { points: 5 },
      'ai.price.plagiarism-check': { points: 5 },
      'ai.price.reference-search': { points: 5 },
      'ai.price.toolbar-action': { points: 3 },
      'ai.price.rewrite-content': { points: 10 },
      'ai.price.improve-content': { points: 10 },
      'ai.price.document-chat': { base: 5, points: 2, messages: 5 },
      'ai.price.flashcards': { upTo10: 5, upTo20: 7, upTo30: 10, beyond30: 15 },
      'ai.price.homework-answer': { points: 10 },
    });
    expect(prices.every((s: { changed: boolean }) => !s.changed)).toBe(true);

    const changed = await admin.client.put('/api/admin/settings/ai.price.homework-answer', change);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ key: 'ai.price.homework-answer', value: { points: 12 }, defaultValue: { points: 10 }, changed: true, updatedBy: { id: admin.id } });
    expect(await audit()).toEqual([
      {
        admin_id: admin.id, action: 'settings.changed', target_type: 'setting', reason: 'Price review',
        details: { key: 'ai.price.homework-answer', from: { points: 10 }, to: { points: 12 } },
      },
    ]);
    // The quote a page shows follows at once (this instance forgot its cache).
    expect((await anyone.get('/api/homework/quote')).body.points).toBe(12);
  });

  it('refuses numbers outside a rule’s bounds, missing or unknown numbers, and records nothing', async () => {
    const before = (await audit()).length;
    const refused: [string, unknown, string][] = [
      ['homework-answer', { points: -1 }, 'Price: enter a whole number from 0 to 10,000'],
      ['homework-answer', { points: 2.5 }, 'Price: enter a whole number from 0 to 10,000'],
      ['homework-answer', { points: 10_001 }, 'Price: enter a whole number from 0 to 10,000'],
      ['homework-answer', { points: '10' }, 'Price: enter a whole number from 0 to 10,000'],
      ['homework-answer', 10, 'Give every number of the rule, and nothing else'],
      ['homework-answer', { points: 10, bonus: 1 }, 'Give every number of the rule, and nothing else'],
      ['word-generation', { points: 10, words: 0 }, 'Block of words: enter a whole number from 1 to 100,000'],
      ['document-chat', { base: 5, points: 2 }, 'Block of messages: enter a whole number from 1 to 100,000'],
    ];
    for (const [rule, value, message] of refused) {
      const res = await put(admin.client, rule, value);
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.error.fields.value, JSON.stringify(value)).toEqual([message]);
    }
    // A rule that follows another has no setting of its own.
    expect((await put(admin.client, 'test-prep', { points: 5 })).status).toBe(400);
    expect((await audit()).length).toBe(before);
  });

  it('each quote route prices with the changed numbers, formulas included', async () => {
    await put(admin.client, 'word-generation', { points: 4, words: 50 });
    await put(admin.client, 'flashcards', { upTo10: 1, upTo20: 2, upTo30: 3, beyond30: 4 });
    await put(admin.client, 'plagiarism-check', { points: 0 });
    expect((await anyone.get('/api/papers/quote?words=120')).body).toEqual({ points: 12 });
    expect((await anyone.get('/api/flashcards/quote?cards=25')).body).toEqual({ cards: 25, points: 3 });
    // Test prep follows the flashcards numbers.
    expect((await anyone.get('/api/test-prep/quote?questions=35')).body).toEqual({ points: 4 });
    expect((await anyone.get('/api/integrity/quote')).body).toMatchObject({ plagiarism: 0, aiDetection: 5 });
    // The tools' public pages read every rule's numbers at once (anyone may).
    const all = await anyone.get('/api/ai/prices');
    expect(all.status).toBe(200);
    expect(all.body.prices).toMatchObject({ flashcards: { upTo10: 1, upTo20: 2, upTo30: 3, beyond30: 4 }, 'word-generation': { points: 4, words: 50 }, 'ai-detection': { points: 5 } });
    expect(all.headers.get('cache-control')).toBe('no-store');
    const quote = await anyone.get('/api/flashcards/quote?cards=5');
    expect(quote.headers.get('cache-control')).toBe('no-store');
  });

  it('studyhall settings lists and changes them, validated and audited as the --by admin', async () => {
    let output = '';
    const program = new Command('studyhall').exitOverride().configureOutput({ writeErr: () => {} });
    registerSettingsCommands(program, async () => h.platform);
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((text: string) => {
      output += text;
      return true;
    }) as typeof process.stdout.write;
    const email = (await sql(h, 'select email from users where id = ?', [admin.id]))[0].email;
    try {
      await program.parseAsync(['settings', 'get', 'ai.price.document-chat', '--json'], { from: 'user' });
      expect(JSON.parse(output)).toEqual([expect.objectContaining({ key: 'ai.price.document-chat', value: { base: 5, points: 2, messages: 5 } })]);
      await program.parseAsync(['settings', 'set', 'ai.price.document-chat', '{"base":6,"points":3,"messages":4}', '--by', email, '--reason', 'Longer chats cost more'], { from: 'user' });
      await expect(
        program.parseAsync(['settings', 'set', 'ai.price.document-chat', '{"base":6}', '--by', email, '--reason', 'x'], { from: 'user' }),
      ).rejects.toThrow('Step price: enter a whole number from 0 to 10,000');
    } finally {
      process.stdout.write = write;
    }
    expect((await audit()).slice(-1)[0]).toMatchObject({ reason: 'Longer chats cost more', details: { key: 'ai.price.document-chat', to: { base: 6, points: 3, messages: 4 } } });
  });
});
