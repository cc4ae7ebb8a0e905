// The demo questions: asked through the real path once the approved documents have settled (the job waits while
// their number still changes), answered by the homework job, made public when the answer quotes a document, and
// findable in instant search; a second run asks nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { askDemoQuestions, DEMO_ASKERS, SEED_QUEUE, seedHomework } from './seed.ts';
import { demoQuestions } from './seed-data/questions.ts';
import { approvedDocument, bootHomework, eventually, type HomeworkHarness, sql, THERMO_PAGES } from './harness.testing.ts';

let h: HomeworkHarness;

beforeAll(async () => {
  // Every queue but the seed's own: the test runs the seed job's steps itself, one at a time.
  h = await bootHomework({}, ['documents', 'catalogue', 'search', 'ai', 'homework.record-answer', 'homework.record-failure']);
  await approvedDocument(h, { title: 'Thermodynamics revision notes', subject: 'thermodynamics', pages: THERMO_PAGES });
}, 180_000);

afterAll(() => h?.close());

const ask = (job: { approved: number; round: number }) =>
  h.platform.orm.em.fork().transactional((em) => askDemoQuestions(h.platform, em, job, 60_000));

it('waits for the approved documents to settle, then asks every demo question once, publishing the cited answers', async () => {
  expect(demoQuestions.length).toBeGreaterThanOrEqual(30);
  expect(await seedHomework(h.platform)).toEqual({ demoStudents: DEMO_ASKERS.length, questionsQueued: demoQuestions.length });
  expect(await seedHomework(h.platform)).toEqual({ demoStudents: 0, questionsQueued: 0 });
  const [queued] = await sql(h, 'select count(*)::int as n from pgboss.job where name = ?', [SEED_QUEUE]);
  expect(queued.n).toBe(1);

  // The number of approved documents moved since the last look: nothing is asked yet, the job looks again later.
  expect(await ask({ approved: -1, round: 0 })).toBe(0);
  expect(await sql(h, 'select 1 from homework_questions')).toHaveLength(0);

  expect(await ask({ approved: 1, round: 3 })).toBe(demoQuestions.length);
  const done = await eventually(
    async () => (await sql(h, "select count(*)::int as n from homework_questions where status = 'answered'"))[0].n,
    (n) => n === demoQuestions.length,
    90_000,
  );
  expect(done).toBe(demoQuestions.length);
  const [askers] = await sql(h, 'select count(distinct user_id)::int as n from homework_questions');
  expect(askers.n).toBe(DEMO_ASKERS.length);
  // The one marketplace document here answers the thermodynamics question, which is published; the others quote
  // nothing and stay private.
  const [thermo] = await sql(h, "select answer, is_public from homework_questions where question like 'How does the second law%'");
  expect(thermo).toMatchObject({ is_public: true, answer: expect.stringContaining('Heat flows spontaneously') });
  const uncited = await sql(h, "select is_public from homework_questions where citations = '[]'::jsonb");
  expect(uncited.length).toBeGreaterThan(0);
  expect(uncited.every((q) => !q.is_public)).toBe(true);

  const hits = await eventually(
    async () => (await h.guest.get('/api/search/instant?q=second%20law%20thermodynamics')).body.items.filter((i: { kind: string }) => i.kind === 'homework'),
    (list) => list.length > 0,
  );
  expect(hits.map((hit: { title: string }) => hit.title)).toContain(demoQuestions[0]!.question);

  expect(await ask({ approved: 1, round: 0 })).toBe(0);

}, 150_000);
