// Helpers for the AI tests: a tool that answers a question over one source through the real path, a 40-page text
// with one topic per page, points given through the wallet, and waiting for an action to end.
import { uuidv7 } from '../platform/index.ts';
import { type Harness, eventually, sql } from '../../tests/support/http-harness.ts';
import { credit } from '../wallet/index.ts';
import { readAction } from './actions.ts';
import { defineAiTool } from './tools.ts';

/** One topic per page: page n is about TOPICS[n - 1]. */
export const TOPICS = [
  'ribosome', 'mitochondrion', 'chloroplast', 'nucleus', 'lysosome', 'vacuole', 'centriole', 'cytoskeleton',
  'membrane', 'enzyme', 'glycolysis', 'osmosis', 'diffusion', 'meiosis', 'mitosis', 'chromosome', 'allele',
  'mutation', 'photosynthesis', 'respiration', 'hormone', 'neuron', 'synapse', 'antibody', 'vaccine', 'virus',
  'bacterium', 'fungus', 'ecosystem', 'biome', 'predator', 'symbiosis', 'evolution', 'fossil', 'genome',
  'protein', 'lipid', 'carbohydrate', 'vitamin', 'homeostasis',
] as const;

export function topicPage(n: number): string[] {
  const topic = TOPICS[n - 1]!;
  return [
    `Chapter ${n}: the ${topic}.`,
    `The ${topic} is the subject of this chapter, and its function is explained in detail below.`,
    `Students often confuse the ${topic} with other structures, so the exam asks about the ${topic} every year.`,
    `Revision tip ${n}: draw a labelled diagram and summarise each idea in one sentence.`,
    'Every chapter of these notes ends with practice questions and a short glossary.',
  ];
}

export const quoteTool = defineAiTool<{ sourceId: string; question: string }>({
  name: 'test-quote',
  title: 'Test question',
  cost: () => 5,
  run: async (ctx) => {
    const passages = await ctx.retrieve([ctx.input.sourceId], ctx.input.question);
    const answer = await ctx.complete({ system: 'Answer the question.', messages: [{ role: 'user', content: ctx.input.question }], passages });
    return { text: answer.text, citations: answer.citations };
  },
});

export async function givePoints(h: Harness, userId: string, amount: number) {
  await h.platform.orm.em.fork().transactional((em) => credit(em, { userId, amount, description: 'Test points', idempotencyKey: `test:${uuidv7()}` }));
}

export async function balance(h: Harness, userId: string): Promise<number> {
  const [row] = await sql(h, 'select points_balance from user_points where user_id = ?', [userId]);
  return Number(row?.points_balance ?? 0);
}

export async function ended(h: Harness, actionId: string, ms = 20_000) {
  return eventually(
    () => readAction(h.platform.orm.em.fork(), actionId),
    (a) => a?.status === 'done' || a?.status === 'failed',
    ms,
  );
}
