// Every operation of /api/openapi.json fuzzed as a guest, a suspended user, a user and an admin, with schema-valid
// and mutated input from a fixed seed: no 5xx, no request slower than the limit, no response to anyone but the admin
// that carries the victim's private marker. The long run is `npm run bench -- fuzz`; tests/fuzz/README.md says more.
// FUZZ_SEED and FUZZ_CASES change the run; FUZZ_ONLY=<part of an operation> fuzzes only the operations it names.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootHarness, type Harness } from '../support/http-harness.ts';
import { fuzzApi, summarise } from './fuzz.ts';
import { HANDLED_APART } from './operations.ts';
import { MARKER, seedFuzzCatalogue, seedWorld, type World } from './world.ts';

const CASES_PER_KIND = Number(process.env.FUZZ_CASES ?? 1);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const ONLY = process.env.FUZZ_ONLY;

let h: Harness;
let world: World;

beforeAll(async () => {
  h = await bootHarness({ realtime: true, prepare: seedFuzzCatalogue });
  world = await seedWorld(h);
});

afterAll(async () => {
  await h?.close();
});

it('plants the marker where its owner and the admins read it, so that its absence elsewhere means something', async () => {
  const own = ['/api/auth/me', '/api/papers', '/api/flashcards/decks', '/api/test-prep/plans', '/api/document-chats', '/api/account/billing-address', '/api/seller/documents'];
  for (const path of own) expect((await world.victim.client.get(path)).text.toLowerCase(), path).toContain(MARKER);
  expect((await world.clients.admin.get(`/api/admin/users/${world.victim.id}`)).text.toLowerCase()).toContain(MARKER);
});

it('answers every operation, as every role, without a 5xx, a hang, a slow answer or a leak', async () => {
  // Generous for a busy machine (the bench reports the real p95 and max): a request this slow is a finding anyway.
  const report = await fuzzApi(world, { seed: SEED, casesPerKind: CASES_PER_KIND, slowMs: 10_000, only: ONLY ? (key) => key.includes(ONLY) : undefined });
  expect(summarise(report.failures)).toBe('');
  if (!ONLY) expect(report.covered.size).toBe(report.operations);
  for (const key of Object.keys(HANDLED_APART)) expect(report.covered.has(key), key).toBe(true);
}, 900_000);
