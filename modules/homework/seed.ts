// Demo questions, asked through the real path: five demo students get points, and a job of this module asks each
// question with `publish` on, so the AI platform charges it, its homework job answers it from the demo documents'
// passages and it becomes public once answered with citations (search indexes it from the event). The demo
// documents are processed and approved in the background after `npm start`, so the job waits until the number of
// approved documents stops changing (at most about five minutes) before asking: answers quote a settled marketplace.
// Idempotent: each question has a fixed request key, which the AI platform answers from its first action.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureDemoUsers } from '../accounts/index.ts';
import { demoDocumentsSettled, FIRST_LOOK, type SettleJob } from '../documents/index.ts';
import type { Platform, QueueDefinition, SeedReport } from '../platform/index.ts';
import { credit } from '../wallet/index.ts';
import { askQuestion } from './ask.ts';
import { one } from './db.ts';
import { demoQuestions } from './seed-data/questions.ts';
import { subjectsById } from './subjects.ts';

export const DEMO_ASKERS = [
  { email: 'maya.patel@demo.studyhall.local', fullName: 'Maya Patel' },
  { email: 'oliver.grant@demo.studyhall.local', fullName: 'Oliver Grant' },
  { email: 'zara.ahmed@demo.studyhall.local', fullName: 'Zara Ahmed' },
  { email: 'ethan.brooks@demo.studyhall.local', fullName: 'Ethan Brooks' },
  { email: 'lena.vogel@demo.studyhall.local', fullName: 'Lena Vogel' },
];
const DEMO_GRANT = 200;
export const SEED_QUEUE = 'homework.ask-demo-questions';

async function demoAskers(em: EntityManager): Promise<{ ids: string[]; created: number }> {
  const users = await ensureDemoUsers(em, DEMO_ASKERS);
  for (const userId of users.ids) await credit(em, { userId, amount: DEMO_GRANT, description: 'Demo points for the AI Homework Helper', idempotencyKey: `homework:demo-grant:${userId}` });
  return users;
}

/**
 * Creates the demo students and queues the job that asks their questions, once: a run that finds the students
 * already there (the job was queued then, and pg-boss keeps it until it has asked) creates nothing.
 */
export async function seedHomework(platform: Platform): Promise<SeedReport> {
  return platform.orm.em.fork().transactional(async (em) => {
    const askers = await demoAskers(em);
    if (askers.created === 0) return { demoStudents: 0, questionsQueued: 0 };
    await platform.bus.enqueue(em, SEED_QUEUE, FIRST_LOOK, { singletonKey: 'homework-demo' });
    return { demoStudents: askers.created, questionsQueued: demoQuestions.length };
  });
}

/** Asks every demo question not asked yet, once the approved documents have settled. Returns how many it asked. */
export async function askDemoQuestions(platform: Platform, em: EntityManager, job: SettleJob, waitMs?: number): Promise<number> {
  if (!(await demoDocumentsSettled(platform, em, SEED_QUEUE, job, waitMs))) return 0;
  const askers = (await demoAskers(em)).ids;
  const subjects = [...(await subjectsById(em)).values()];
  let count = 0;
  for (const [i, demo] of demoQuestions.entries()) {
    const subjectId = subjects.find((s) => s.slug === demo.subject)?.id ?? null;
    const userId = askers[i % askers.length]!;
    const before = await one(em, 'select 1 from homework_questions where user_id = ? and question = ?', [userId, demo.question]);
    if (before) continue;
    await askQuestion(platform, em, userId, { question: demo.question, subjectId, publish: true, requestKey: `demo-question-${i}` });
    count += 1;
  }
  return count;
}

export function seedQueue(platform: Platform): QueueDefinition<SettleJob> {
  return { queue: SEED_QUEUE, handler: async (data, { em }) => void (await askDemoQuestions(platform, em, data)) };
}
