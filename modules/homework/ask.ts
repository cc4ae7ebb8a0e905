// Asking: the question row and the AI platform's action in one transaction. The platform quotes the tool's cost
// rule, charges it through the wallet and queues the answer job; a refusal (insufficient points, too many
// questions) rolls the question back with it, so a question exists only once it is paid for.
import type { EntityManager } from '@mikro-orm/postgresql';
import { requestAiAction } from '../ai/index.ts';
import { badRequest, type Platform, slugify, uuidv7 } from '../platform/index.ts';
import { type AskBody, HOMEWORK_MESSAGES, HOMEWORK_TOOL, type QuestionBlock } from './contract.ts';
import { one, type Row } from './db.ts';
import { subjectById } from './subjects.ts';

export type HomeworkInput = { questionId: string; question: string; subject: string | null };

/** spec 001 §3 formatted_question: one block of text per paragraph of the question. */
export function formatQuestion(question: string): QuestionBlock[] {
  return question
    .split(/\n\s*\n/)
    .map((text) => text.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .map((text) => ({ type: 'paragraph', text }));
}

/** The question's words (at most 80 characters, cut at a word) and a random tail, so two same questions differ. */
export function questionSlug(question: string): string {
  let base = slugify(question);
  if (base.length > 80) base = base.slice(0, 80).replace(/-[^-]*$/, '');
  const tail = uuidv7().replace(/-/g, '').slice(-6);
  return base ? `${base}-${tail}` : `question-${tail}`;
}

export async function askQuestion(platform: Platform, em: EntityManager, userId: string, body: AskBody): Promise<Row> {
  const subject = await subjectById(em, body.subjectId ?? null);
  if (body.subjectId && !subject) throw badRequest(HOMEWORK_MESSAGES.unknownSubject, { subjectId: [HOMEWORK_MESSAGES.unknownSubject] });
  const question = body.question.replace(/\r\n/g, '\n').trim();
  return em.transactional(async (tx) => {
    const id = uuidv7();
    const input: HomeworkInput = { questionId: id, question, subject: subject?.name ?? null };
    const action = await requestAiAction(platform, tx, { tool: HOMEWORK_TOOL, userId, input, key: `homework:${body.requestKey ?? id}`, quotedPoints: body.points });
    if (action.replayed) {
      const asked = await one(tx, 'select * from homework_questions where action_id = ?', [action.actionId]);
      if (asked) return asked;
    }
    return (await one(
      tx,
      `insert into homework_questions (id, user_id, question, formatted_question, slug, subject_id, publish_when_answered, action_id, points)
       values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?) returning *`,
      [id, userId, question, JSON.stringify(formatQuestion(question)), questionSlug(question), subject?.id ?? null, body.publish, action.actionId, action.points],
    ))!;
  });
}
