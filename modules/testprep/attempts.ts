// Taking a test: an attempt per sitting (one open at a time per user and test, so a reload or a second tab finds
// it), each answer saved on the server as it is given, an optional time limit, and the submission that marks every
// answer (scoring.ts). Results show each right answer, the sentence it comes from and where that page can be read.
// A guest taking a public test is graded without anything being kept.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../accounts/index.ts';
import { documentForSale } from '../documents/index.ts';
import { HttpError } from '../platform/index.ts';
import { type Attempt, type GradedQuestion, type ResourceKind, type Results, TESTPREP_MESSAGES as M } from './contract.ts';
import { iso, isoOrNull, one, type Row, rows } from './db.ts';
import { resolverOf } from './resources.ts';
import { isCorrect } from './scoring.ts';
import { questionsOf, visibleTest } from './tests.ts';

type Viewer = Pick<AuthUser, 'id'>;

/** Answers saved this long after the deadline still count: the last keystrokes were in flight when time ran out. */
const GRACE_MS = 5_000;

const attemptNotFound = () => new HttpError(404, 'not_found', M.attemptNotFound);

function deadlineOf(a: Row): Date | null {
  return a.time_limit_minutes ? new Date(new Date(a.started_at).getTime() + Number(a.time_limit_minutes) * 60_000) : null;
}

async function attemptView(em: EntityManager, a: Row): Promise<Attempt> {
  const answers = await rows(em, 'select question_id, answer from testprep_answers where attempt_id = ?', [a.id]);
  return {
    id: a.id,
    testId: a.test_id,
    mode: a.mode,
    timeLimitMinutes: a.time_limit_minutes ?? null,
    deadline: deadlineOf(a)?.toISOString() ?? null,
    startedAt: iso(a.started_at),
    submittedAt: isoOrNull(a.submitted_at),
    answers: Object.fromEntries(answers.map((r) => [r.question_id, r.answer])),
  };
}

async function takeableTest(em: EntityManager, viewer: Viewer, testId: string): Promise<Row> {
  const t = await visibleTest(em, testId, viewer);
  if (t.status === 'generating') throw new HttpError(409, 'test_generating', M.stillGenerating);
  if (t.status === 'failed') throw new HttpError(409, 'test_failed', M.testFailed);
  return t;
}

const openAttempt = (em: EntityManager, testId: string, userId: string) =>
  one(em, 'select * from testprep_attempts where test_id = ? and user_id = ? and submitted_at is null', [testId, userId]);

/** The open attempt of this test, or a new one with these settings (a retake once the last one was submitted). */
export async function startAttempt(
  em: EntityManager,
  viewer: Viewer,
  testId: string,
  settings: { mode: 'one' | 'all'; timeLimitMinutes: number | null },
): Promise<Attempt> {
  const t = await takeableTest(em, viewer, testId);
  await rows(
    em,
    `insert into testprep_attempts (id, test_id, user_id, mode, time_limit_minutes) values (gen_random_uuid(), ?, ?, ?, ?)
     on conflict (test_id, user_id) where submitted_at is null do nothing`,
    [t.id, viewer.id, settings.mode, settings.timeLimitMinutes],
  );
  return attemptView(em, (await openAttempt(em, t.id, viewer.id))!);
}

export async function currentAttempt(em: EntityManager, viewer: Viewer, testId: string): Promise<Attempt | null> {
  const t = await visibleTest(em, testId, viewer);
  const a = await openAttempt(em, t.id, viewer.id);
  return a ? attemptView(em, a) : null;
}

async function ownAttempt(em: EntityManager, userId: string, attemptId: string, lock = false): Promise<Row> {
  const a = await one(em, `select * from testprep_attempts where id = ? and user_id = ?${lock ? ' for update' : ''}`, [attemptId, userId]);
  if (!a) throw attemptNotFound();
  return a;
}

export async function saveAnswer(em: EntityManager, userId: string, attemptId: string, questionId: string, answer: string): Promise<void> {
  const a = await ownAttempt(em, userId, attemptId);
  if (a.submitted_at) throw new HttpError(409, 'already_submitted', M.alreadySubmitted);
  const q = await one(em, 'select 1 from testprep_questions where id = ? and test_id = ?', [questionId, a.test_id]);
  if (!q) throw new HttpError(404, 'not_found', 'Question not found');
  await storeAnswers(em, a, { [questionId]: answer });
}

/** Saves answers of an open attempt in time (over any saved before). */
async function storeAnswers(em: EntityManager, a: Row, answers: Record<string, string>): Promise<void> {
  const deadline = deadlineOf(a);
  if (deadline && Date.now() > deadline.getTime() + GRACE_MS) throw new HttpError(409, 'time_up', M.timeUp);
  for (const [questionId, answer] of Object.entries(answers)) {
    await rows(
      em,
      `insert into testprep_answers (attempt_id, question_id, answer) values (?, ?, ?)
       on conflict (attempt_id, question_id) do update set answer = excluded.answer, updated_at = now()`,
      [a.id, questionId, answer],
    );
  }
}

type Cited = { title: string; href: string | null };

/**
 * What a cited source is called and where its page can be read by this viewer: the test's owner opens their own
 * resource (the dashboard's document or notes page); anyone else only a marketplace document's public page. Someone
 * else's notes and uploads stay private: the question's explanation quotes the sentence, nothing more.
 */
async function citedSources(em: EntityManager, t: Row, viewer: Viewer | null, questions: Row[]): Promise<Map<string, Cited>> {
  const out = new Map<string, Cited>();
  for (const q of questions) {
    if (out.has(q.source_id)) continue;
    const kind = q.source_kind as ResourceKind;
    let cited: Cited = { title: kind === 'notes' ? 'Notes' : kind === 'upload' ? 'Uploaded document' : kind === 'deck' ? 'Flashcard deck' : 'Document', href: null };
    if (viewer?.id === t.user_id) {
      const found = await resolverOf(kind).resolve(em, t.user_id, q.source_id, t.plan_id);
      if (found) cited = { title: found.title, href: found.href };
    } else if (kind === 'document') {
      const doc = await documentForSale(em, q.source_id);
      if (doc?.status === 'approved') cited = { title: doc.title, href: `/documents/${doc.slug}` };
    }
    out.set(q.source_id, cited);
  }
  return out;
}

async function graded(em: EntityManager, t: Row, viewer: Viewer | null, given: Record<string, string>): Promise<{ score: number; questions: GradedQuestion[] }> {
  const questions = await questionsOf(em, t.id);
  const sources = await citedSources(em, t, viewer, questions);
  const list = questions.map((q): GradedQuestion => {
    const answer = given[q.id] ?? null;
    const source = sources.get(q.source_id)!;
    return {
      id: q.id,
      ordinal: q.ordinal,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options,
      given: answer,
      correct: isCorrect({ kind: q.kind, answer: q.answer, accepted: q.accepted }, answer),
      answer: q.answer,
      explanation: q.explanation,
      page: q.page,
      sourceTitle: source.title,
      href: source.href ? `${source.href}?page=${q.page}` : null,
    };
  });
  return { score: list.filter((q) => q.correct).length, questions: list };
}

async function resultsOf(em: EntityManager, viewer: Viewer, a: Row): Promise<Results> {
  const t = await one(em, 'select * from testprep_tests where id = ?', [a.test_id]);
  if (!t) throw attemptNotFound();
  const view = await attemptView(em, a);
  const { score, questions } = await graded(em, t, viewer, view.answers);
  return { attemptId: a.id, testId: t.id, score, total: questions.length, submittedAt: view.submittedAt, questions };
}

/** Marks every answer and closes the attempt; submitting again answers the same results. */
/** Marks the attempt; `answers` given with it are saved first, each of a question of this test. */
export async function submitAttempt(em: EntityManager, viewer: Viewer, attemptId: string, answers: Record<string, string> = {}): Promise<Results> {
  return em.transactional(async (tx) => {
    const a = await ownAttempt(tx, viewer.id, attemptId, true);
    if (a.submitted_at) {
      // A replayed submit answers the same results; new answers after the fact are refused, not silently dropped.
      if (Object.keys(answers).length) throw new HttpError(409, 'already_submitted', M.alreadySubmitted);
      return resultsOf(tx, viewer, a);
    }
    if (Object.keys(answers).length) {
      const ids = new Set((await rows(tx, 'select id from testprep_questions where test_id = ?', [a.test_id])).map((q) => String(q.id)));
      const unknown = Object.keys(answers).filter((id) => !ids.has(id));
      if (unknown.length) {
        throw new HttpError(400, 'validation_error', M.answersNotInTest, Object.fromEntries(unknown.map((id) => [`answers.${id}`, [M.answersNotInTest]])));
      }
      await storeAnswers(tx, a, answers);
    }
    const t = await one(tx, 'select * from testprep_tests where id = ?', [a.test_id]);
    const { score, questions } = await graded(tx, t!, viewer, (await attemptView(tx, a)).answers);
    for (const q of questions) if (q.given !== null) await rows(tx, 'update testprep_answers set correct = ? where attempt_id = ? and question_id = ?', [q.correct, a.id, q.id]);
    const [closed] = await rows(tx, 'update testprep_attempts set submitted_at = now(), score = ?, total = ? where id = ? returning *', [score, questions.length, a.id]);
    return resultsOf(tx, viewer, closed!);
  });
}

export async function attemptResults(em: EntityManager, viewer: Viewer, attemptId: string): Promise<Results> {
  const a = await ownAttempt(em, viewer.id, attemptId);
  if (!a.submitted_at) throw new HttpError(409, 'not_submitted', 'Submit the test to see your results.');
  return resultsOf(em, viewer, a);
}

/** The viewer's latest submitted attempt of a test they may see. */
export async function latestResults(em: EntityManager, viewer: Viewer, testId: string): Promise<Results> {
  const t = await visibleTest(em, testId, viewer);
  const a = await one(em, 'select * from testprep_attempts where test_id = ? and user_id = ? and submitted_at is not null order by submitted_at desc limit 1', [t.id, viewer.id]);
  if (!a) throw new HttpError(404, 'not_found', 'You have not submitted this test yet.');
  return resultsOf(em, viewer, a);
}

/** A public test graded for a guest: the score and the answers, nothing kept. */
export async function gradeAsGuest(em: EntityManager, ref: string, answers: Record<string, string>): Promise<Results> {
  const t = await visibleTest(em, ref, null);
  const { score, questions } = await graded(em, t, null, answers);
  return { attemptId: null, testId: t.id, score, total: questions.length, submittedAt: null, questions };
}
