// Demo public tests, made through the real path: three demo students get points, and a job of this module has each
// buy one approved demo document per subject (the wallet's checkout), build a plan over it and request a test with
// `publish` on, so the AI platform charges it, the `ai.test-prep` job builds its questions (local mode) and the test
// becomes public once generated. The demo documents are processed and approved in the background after `npm
// start`, so the job waits until their number stops changing (at most about five minutes). Idempotent: each test
// has a fixed request key and each plan a fixed name, so a second run makes nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureDemoUsers } from '../accounts/index.ts';
import { demoDocumentsSettled, documentForChat, documentSearchRecords, FIRST_LOOK, type SettleJob } from '../documents/index.ts';
import type { Platform, QueueDefinition, SeedReport } from '../platform/index.ts';
import { checkoutDocuments, credit, walletDepsOf } from '../wallet/index.ts';
import { one } from './db.ts';
import { addResource, createPlan } from './plans.ts';
import { createTest } from './tests.ts';

export const DEMO_MAKERS = [
  { email: 'nina.kowalski@demo.studyhall.local', fullName: 'Nina Kowalski' },
  { email: 'omar.haddad@demo.studyhall.local', fullName: 'Omar Haddad' },
  { email: 'ruby.osei@demo.studyhall.local', fullName: 'Ruby Osei' },
];
const DEMO_GRANT = 1000;
export const DEMO_TESTS = 12;
export const SEED_QUEUE = 'testprep.make-demo-tests';

async function demoMakers(em: EntityManager): Promise<{ ids: string[]; created: number }> {
  const users = await ensureDemoUsers(em, DEMO_MAKERS);
  for (const userId of users.ids) await credit(em, { userId, amount: DEMO_GRANT, description: 'Demo points for Test Prep', idempotencyKey: `testprep:demo-grant:${userId}` });
  return users;
}

/** Creates the demo students and queues the job that makes their tests, once (a second run finds them there). */
export async function seedTestPrep(platform: Platform): Promise<SeedReport> {
  return platform.orm.em.fork().transactional(async (em) => {
    const makers = await demoMakers(em);
    if (makers.created === 0) return { testMakers: 0, testsQueued: 0 };
    await platform.bus.enqueue(em, SEED_QUEUE, FIRST_LOOK, { singletonKey: 'testprep-demo' });
    return { testMakers: makers.created, testsQueued: DEMO_TESTS };
  });
}

/** One approved document per subject, in a stable order, for up to DEMO_TESTS subjects. */
async function oneDocumentPerSubject(platform: Platform, em: EntityManager) {
  const picked = new Map<string, { id: string; subjectId: string; subjectName: string }>();
  let after: string | null = null;
  while (picked.size < DEMO_TESTS) {
    const page = await documentSearchRecords(platform, em, { after, limit: 200 });
    if (!page.length) break;
    for (const d of page) if (d.subject && !picked.has(d.subject.id) && d.pageCount) picked.set(d.subject.id, { id: d.id, subjectId: d.subject.id, subjectName: d.subject.name });
    after = page.at(-1)!.id;
  }
  return [...picked.values()].slice(0, DEMO_TESTS);
}

/** Makes every demo test not made yet, once the approved documents have settled. Answers how many it requested. */
export async function makeDemoTests(platform: Platform, em: EntityManager, job: SettleJob, waitMs?: number): Promise<number> {
  if (!(await demoDocumentsSettled(platform, em, SEED_QUEUE, job, waitMs))) return 0;
  const makers = (await demoMakers(em)).ids;
  let count = 0;
  for (const [i, doc] of (await oneDocumentPerSubject(platform, em)).entries()) {
    const userId = makers[i % makers.length]!;
    const name = `${doc.subjectName} exam`;
    if (await one(em, 'select 1 from testprep_plans where user_id = ? and name = ?', [userId, name])) continue;
    if (!(await documentForChat(em, userId, doc.id))) await checkoutDocuments(em, walletDepsOf(platform), { buyerId: userId, documentIds: [doc.id] });
    const planId = await createPlan(em, userId, { name, subjectId: doc.subjectId, examDate: null });
    await addResource(em, userId, planId, 'document', doc.id);
    await createTest(platform, em, userId, planId, {
      title: `${doc.subjectName} practice test`,
      questions: 8,
      kinds: ['multiple_choice', 'true_false', 'short_answer'],
      difficulty: 'medium',
      key: `demo-test-${doc.id}`,
      publish: true,
    });
    count += 1;
  }
  return count;
}

export function seedQueue(platform: Platform): QueueDefinition<SettleJob> {
  return { queue: SEED_QUEUE, handler: async (data, { em }) => void (await makeDemoTests(platform, em, data)) };
}
