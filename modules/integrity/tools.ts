// The two AI tools on the platform: the plagiarism check (the fingerprint index; no language model is asked, so
// both modes answer alike) and AI detection (log-probabilities from an OpenAI-compatible provider that gives them,
// else the statistical estimate). Each reads its check's text from this module's table, so the action's input
// (what the admin usage log shows) holds ids, not the user's text.
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineAiTool, quote } from '../ai/index.ts';
import { INTEGRITY_MESSAGES as M, INTEGRITY_TOOLS } from './contract.ts';
import { corpusProfile } from './corpus.ts';
import { one } from './db.ts';
import { estimate, fromLogprobs } from './detection.ts';
import { findMatches } from './plagiarism.ts';

export type CheckInput = { checkId: string };

async function checkText(em: EntityManager, checkId: string): Promise<{ text: string; paperId: string | null }> {
  const row = await one(em, 'select text, paper_id from integrity_checks where id = ?', [checkId]);
  if (!row) throw new Error(`integrity check ${checkId} is missing`);
  return { text: row.text, paperId: row.paper_id ?? null };
}

export const plagiarismTool = defineAiTool<CheckInput>({
  name: INTEGRITY_TOOLS.plagiarism,
  title: 'Plagiarism check',
  cost: (_input, prices) => quote(prices, 'plagiarism-check', undefined),
  insufficientMessage: M.insufficientPlagiarism,
  // Reads no passages: its excerpts come from the fingerprint index, which keeps only pages anyone may read.
  audience: () => 'self',
  run: async (ctx) => {
    const { text, paperId } = await checkText(ctx.em, ctx.input.checkId);
    const report = await findMatches(ctx.em, text, { userId: ctx.userId, paperId });
    return { text: `${report.similarity}% of the text matches other sources.`, result: report };
  },
});

const ECHO = 'Repeat the user’s text exactly as written, from its first word to its last. Add nothing, change nothing, leave nothing out.';

export const detectionTool = defineAiTool<CheckInput>({
  name: INTEGRITY_TOOLS.detection,
  title: 'AI detection',
  cost: (_input, prices) => quote(prices, 'ai-detection', undefined),
  insufficientMessage: M.insufficientDetection,
  // Reads no passages: it scores the user's own text.
  audience: () => 'self',
  run: async (ctx) => {
    const { text } = await checkText(ctx.em, ctx.input.checkId);
    let report = null;
    if (ctx.provider.name === 'openai') {
      const echoed = await ctx.complete({ system: ECHO, messages: [{ role: 'user', content: text }], passages: [], tokenLogprobs: true });
      // A server without log-probabilities, or an answer that is not the text, leaves the estimate (it says so).
      if (echoed.tokens) report = fromLogprobs(text, echoed.tokens);
      if (!report) ctx.log.warn({ actionId: ctx.actionId }, 'no usable log-probabilities: falling back to the statistical estimate');
    }
    report ??= estimate(text, await corpusProfile(ctx.em));
    return { text: `Estimated likelihood of AI writing: ${report.score}% (${report.label}).`, result: report };
  },
});
