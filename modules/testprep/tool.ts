// The Test Prep tool on the AI platform: a practice test from a plan's resources. Local mode builds the questions
// from the material (question-builder.ts). An OpenAI-compatible provider is given passages spread over the material
// (one per page number, so a page names one passage) and asked for JSON matching a schema; every question it
// writes is checked: its page must head a passage it was given, its kind must be one asked for, and its answer
// must be one of its choices. Both keep the questions on the action's result; this module copies them onto the
// test when the action ends (`record-test.ts`).
import { type AiRunContext, defineAiTool, type Passage, ProviderError, quote } from '../ai/index.ts';
import { type Difficulty, type QuestionKind, type ResourceKind, QUESTION_KINDS, TESTPREP_MESSAGES as M } from './contract.ts';
import { type BuiltQuestion, buildQuestions, type MaterialPassage, OPTION_COUNT } from './question-builder.ts';

export type TestPrepInput = {
  testId: string;
  sources: { kind: ResourceKind; id: string }[];
  questions: number;
  kinds: QuestionKind[];
  difficulty: Difficulty;
  publish?: boolean;
};

export const TESTPREP_TOOL = 'test-prep';
/** Passages an OpenAI-compatible model reads for one test. */
const MODEL_PASSAGES = 24;

const questionJson = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'prompt', 'options', 'answer', 'accepted', 'explanation', 'page'],
  properties: {
    kind: { type: 'string', enum: [...QUESTION_KINDS] },
    prompt: { type: 'string' },
    options: { type: 'array', items: { type: 'string' } },
    answer: { type: 'string' },
    accepted: { type: 'array', items: { type: 'string' } },
    explanation: { type: 'string' },
    page: { type: 'integer' },
  },
} as const;

export const TEST_SCHEMA = {
  name: 'practice_test',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['questions'],
    properties: { questions: { type: 'array', items: questionJson } },
  },
};

function instructions(input: TestPrepInput): string {
  return [
    'You are Studyhall Test Prep. Write a practice test for a student from the passages you are given, and nothing else.',
    `Write ${input.questions} questions of these kinds: ${input.kinds.join(', ')}; difficulty: ${input.difficulty}.`,
    `A multiple_choice question has ${OPTION_COUNT[input.difficulty]} options and its answer is exactly one of them; a true_false question has`,
    'the options ["True", "False"]; a short_answer question has no options, a one-to-three word answer, and other accepted spellings.',
    'explanation quotes the sentence of the passage that gives the answer; page is the page number heading that passage.',
  ].join(' ');
}

/** The material of a test's sources: every passage, in source then page order. */
async function materialOf(passagesOf: AiRunContext<TestPrepInput>['passages'], sources: TestPrepInput['sources']): Promise<MaterialPassage[]> {
  const out: MaterialPassage[] = [];
  for (const s of sources) for (const p of await passagesOf(s.id)) out.push({ sourceId: s.id, sourceKind: s.kind, page: p.page, text: p.text });
  return out;
}

/** Up to `n` passages spread evenly over the material, one per page number (a citation names a page, nothing more). */
export function spreadPassages(material: MaterialPassage[], n: number): MaterialPassage[] {
  const firstOfPage = new Map<number, MaterialPassage>();
  for (const p of material) if (!firstOfPage.has(p.page)) firstOfPage.set(p.page, p);
  const pages = [...firstOfPage.values()];
  if (pages.length <= n) return pages;
  return Array.from({ length: n }, (_, i) => pages[Math.floor((i * pages.length) / n)]!);
}

/** The model's questions that hold up: a given page, a kind asked for, an answer among the choices. */
export function checkedQuestions(raw: unknown, given: MaterialPassage[], input: TestPrepInput): BuiltQuestion[] {
  const list = (raw as { questions?: unknown[] } | undefined)?.questions;
  if (!Array.isArray(list)) return [];
  const byPage = new Map(given.map((p) => [p.page, p]));
  const out: BuiltQuestion[] = [];
  for (const q of list as Record<string, unknown>[]) {
    const kind = q.kind as QuestionKind;
    const passage = byPage.get(Number(q.page));
    const prompt = String(q.prompt ?? '').trim();
    const answer = String(q.answer ?? '').trim();
    if (!passage || !input.kinds.includes(kind) || !prompt || !answer) continue;
    const options = kind === 'true_false' ? ['True', 'False'] : kind === 'multiple_choice' ? (q.options as unknown[]).map(String) : [];
    if (kind !== 'short_answer' && !options.includes(answer)) continue;
    if (kind === 'multiple_choice' && options.length < 2) continue;
    const accepted = kind === 'short_answer' && Array.isArray(q.accepted) ? q.accepted.map(String) : [];
    const explanation = String(q.explanation ?? '').trim() || passage.text;
    out.push({ kind, prompt, options, answer, accepted, explanation, sourceId: passage.sourceId, sourceKind: passage.sourceKind, page: passage.page });
    if (out.length === input.questions) break;
  }
  return out;
}

export const testPrepTool = defineAiTool<TestPrepInput>({
  name: TESTPREP_TOOL,
  title: 'Practice test',
  cost: (input, prices) => quote(prices, 'test-prep', { questions: input.questions }),
  // A test to be published when ready is made from what everyone may read; a private one from all the user may.
  audience: (input) => (input.publish ? 'everyone' : 'self'),
  run: async (ctx) => {
    const material = await materialOf(ctx.passages, ctx.input.sources);
    let questions: BuiltQuestion[];
    if (ctx.provider.name === 'local') {
      questions = buildQuestions(material, { count: ctx.input.questions, kinds: ctx.input.kinds, difficulty: ctx.input.difficulty });
    } else {
      const given = spreadPassages(material, MODEL_PASSAGES);
      const passages: Passage[] = given.map((p) => ({ sourceId: p.sourceId, page: p.page, text: p.text }));
      const answer = await ctx.complete({
        system: instructions(ctx.input),
        messages: [{ role: 'user', content: `Write the ${ctx.input.questions}-question practice test now.` }],
        passages,
        schema: TEST_SCHEMA,
      });
      questions = checkedQuestions(answer.object, given, ctx.input);
    }
    // Local mode reads the same material the same way every time: another attempt cannot find questions. A model's
    // answer varies, so its empty test is retried.
    if (!questions.length) throw new ProviderError(M.notEnoughMaterial, 'provider_error', { retryable: ctx.provider.name !== 'local' });
    const pages = [...new Map(questions.map((q) => [`${q.sourceId}:${q.page}`, q])).values()];
    return {
      text: `${questions.length} questions from ${pages.length} ${pages.length === 1 ? 'page' : 'pages'} of your material.`,
      citations: pages.map((q) => ({ page: q.page, sourceId: q.sourceId, quote: q.explanation.slice(0, 300) })),
      result: { questions },
    };
  },
});
