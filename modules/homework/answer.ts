// The answer, on the AI platform: the homework tool (its cost rule, its prompt, its retrieval) and what this module
// keeps of each finished action. Retrieval runs over the passages of approved marketplace documents: the search
// engine picks the documents that share the question's words (only approved documents are in it), the platform
// ranks their passages, and the provider answers from them with page citations.
import type { EntityManager } from '@mikro-orm/postgresql';
import { askedWordsIn, type Citation, defineAiTool, ensureDocumentIndexed, NOT_IN_DOCUMENT, type Passage, quote, readAction } from '../ai/index.ts';
import { AI_EVENTS, type AiActionEnded } from '../ai/events.ts';
import { type EventDefinition, notify, onEvent, type Platform, type QueueDefinition } from '../platform/index.ts';
import { searchDocumentText } from '../search/index.ts';
import type { HomeworkInput } from './ask.ts';
import { HOMEWORK_REALTIME, HOMEWORK_TOOL } from './contract.ts';
import { one } from './db.ts';
import { makePublic } from './questions.ts';

/** How many documents' passages are ranked for one question, and how many passages the provider reads. */
const CANDIDATE_DOCUMENTS = 12;
const PASSAGES = 6;
const RELATED_DOCUMENTS = 6;

export const NO_MATERIAL =
  'No study document on Studyhall covers this question yet, so there is nothing to quote. Try naming the topic with the words a textbook would use, or pick the subject.';

const SYSTEM = [
  'You are the Studyhall Homework Helper, a patient tutor.',
  'Answer the student’s homework question step by step: a short opening line, then numbered steps, then the result.',
  'Use only the passages you are given; after each fact taken from a passage, cite its page as [p. N].',
  'If the passages do not answer the question, say so plainly instead of guessing.',
].join(' ');

const STOP = new Set(
  'the and for are but not you your with what which when where why how does did can could would should this that these those there their from into about have has had was were will shall may might must our out all any its than then them they who whom whose been being also just very much many more most some such only own same too over under again once here both each few other nor off per via use using find explain describe show give tell please help need know'.split(' '),
);

/** The question's content words: lower case, no accents, no stop words, each once. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z][a-z0-9]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !STOP.has(w)))];
}

/** The question's content words as an "any of these words" query for the search engine. */
export function anyWordQuery(text: string, limit = 10): string {
  return contentWords(text).slice(0, limit).join(' or ');
}

/**
 * Passages that share at least two of the words the question asks about (one for a one-word question). Any-word
 * retrieval also finds a passage that shares a single common word ("change", "many"); quoting it would answer a
 * different question. The words and their comparison are the local provider's own (`askedWordsIn`: "mean",
 * "define", "called" say how a question asks, not what about; "discovery" is "discovered"; a synonym is its word), so
 * a passage the provider would quote is not dropped here: "What does osmosis mean?" keeps the page defining osmosis.
 */
export function onTopic(passages: Passage[], question: string): Passage[] {
  const words = askedWordsIn(question);
  const needed = Math.min(2, words.asked);
  return passages.filter((p) => words.foundIn(p.text) >= needed);
}

/** Passages whose page numbers differ, best first: a citation names a page, so each page must point at one document. */
export function distinctPages(passages: Passage[], k: number): Passage[] {
  const taken = new Map<number, string>();
  const out: Passage[] = [];
  for (const p of passages) {
    const owner = taken.get(p.page);
    if (owner !== undefined && owner !== p.sourceId) continue;
    taken.set(p.page, p.sourceId);
    out.push(p);
    if (out.length === k) break;
  }
  return out;
}

/** The local provider speaks of one document; a homework answer quotes several, so its fixed lines are said so. */
export function inOurWords(text: string): string {
  if (text === NOT_IN_DOCUMENT) return NO_MATERIAL;
  return text.replace(/^Here is what the document says:/, 'Here is what the study documents on Studyhall say:');
}

const unique = <T>(list: T[]) => [...new Set(list)];

async function candidateDocuments(em: EntityManager, input: HomeworkInput): Promise<string[]> {
  const query = anyWordQuery(`${input.question} ${input.subject ?? ''}`);
  return query ? (await searchDocumentText(em, query)).slice(0, CANDIDATE_DOCUMENTS) : [];
}

export const homeworkTool = defineAiTool<HomeworkInput>({
  name: HOMEWORK_TOOL,
  title: 'AI Homework Helper answer',
  cost: (_input, prices) => quote(prices, 'homework-answer', undefined),
  // An answer can be published (by its asker, or when answered) and then read by anyone and indexed: it quotes only
  // what everyone may read, the preview pages of other people's documents, whatever the asker bought.
  audience: () => 'everyone',
  run: async (ctx) => {
    const candidates = await candidateDocuments(ctx.em, ctx.input);
    for (const id of candidates) await ensureDocumentIndexed(ctx.em, id);
    const retrieved = await ctx.retrieve(candidates, ctx.input.question, PASSAGES * 3);
    const passages = distinctPages(onTopic(retrieved, ctx.input.question), PASSAGES);
    if (!passages.length) return { text: NO_MATERIAL, citations: [], result: { documentIds: [] } };
    const completion = await ctx.complete({ system: SYSTEM, messages: [{ role: 'user', content: ctx.input.question }], passages });
    const documentIds = unique([...completion.citations.map((c) => c.sourceId), ...passages.map((p) => p.sourceId)]);
    return { text: inOurWords(completion.text), citations: completion.citations, result: { documentIds: documentIds.slice(0, RELATED_DOCUMENTS) } };
  },
});

/**
 * Keeps a finished action's answer on its question (or its failure: the platform has already given the points
 * back), publishes it when its asker asked for that, and tells the asker's open pages. Runs once per question:
 * only a question still answering changes.
 */
export async function recordOutcome(platform: Platform, em: EntityManager, event: AiActionEnded): Promise<void> {
  if (event.tool !== HOMEWORK_TOOL) return;
  const action = await readAction(em, event.actionId);
  if (!action) return;
  const done = action.status === 'done';
  const result = (action.result ?? {}) as { documentIds?: string[] };
  const r = await one(
    em,
    `update homework_questions set status = ?, answer = ?, citations = ?::jsonb, document_ids = ?::uuid[], provider = ?, model = ?,
       error_message = ?, answered_at = case when ? then now() end
     where action_id = ? and status = 'answering' returning *`,
    [
      done ? 'answered' : 'failed',
      done ? action.text : '',
      JSON.stringify(done ? (action.citations as Citation[]) : []),
      `{${(done ? (result.documentIds ?? []) : []).join(',')}}`,
      action.provider,
      action.model,
      done ? null : (action.error?.message ?? null),
      done,
      event.actionId,
    ],
  );
  if (!r) return;
  // An answer that quotes nothing helps nobody else: it stays private unless its asker publishes it by hand.
  if (done && r.publish_when_answered && (r.citations as Citation[]).length > 0) await makePublic(platform, em, r.id);
  await notify(em, `user:${r.user_id}`, HOMEWORK_REALTIME.questionUpdated, { questionId: r.id, slug: r.slug, status: r.status });
}

export function homeworkQueues(platform: Platform): QueueDefinition<AiActionEnded>[] {
  const record = (queue: string, event: EventDefinition<AiActionEnded>) => onEvent(event, { queue, handler: (data, { em }) => recordOutcome(platform, em, data) });
  return [record('homework.record-answer', AI_EVENTS.completed), record('homework.record-failure', AI_EVENTS.failed)];
}
