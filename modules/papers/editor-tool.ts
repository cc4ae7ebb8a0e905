// The XY Editor's toolbar on the AI platform: one tool, priced per action by the cost rules (improve writing, make
// natural, shorter, longer, custom query, enhance expression: 3; rewrite and improve content, content analysis: 10).
// A language model rewrites the selection when one is configured; local mode does the deterministic work of
// editor-local.ts. Either way the page replaces the selection in one undoable step.
import { type AiPrices, defineAiTool, type Passage, ProviderError, quote } from '../ai/index.ts';
import { type EditorAction, PAPER_MESSAGES } from './contract.ts';
import {
  analyseContent, analysisText, enhanceExpression, improveContent, improveWriting, makeNatural, rewriteContent, shorter,
} from './editor-local.ts';

export type EditorActionInput = { action: EditorAction; selection: string; query?: string; sourceIds: string[] };
export type EditorActionResult = { action: EditorAction; replacement: string | null; analysis?: ReturnType<typeof analyseContent> };

export function editorActionCost(prices: AiPrices, action: EditorAction): number {
  const rule = action === 'rewrite-content' || action === 'improve-content' || action === 'content-analysis' ? action : 'toolbar-action';
  return quote(prices, rule, undefined);
}

const INSTRUCTIONS: Record<Exclude<EditorAction, 'content-analysis'>, string> = {
  'improve-writing': 'Fix grammar, spelling, punctuation and clumsy phrasing. Keep the meaning and length.',
  'make-natural': 'Make the text read naturally, as a fluent student writes. Keep the meaning.',
  shorter: 'Make the text about half as long, keeping its main points.',
  longer: 'Make the text longer by developing its points, using the passages given when they help.',
  'custom-query': 'Apply the user instruction to the text.',
  'enhance-expression': 'Use more precise, academic vocabulary. Keep the meaning and length.',
  'rewrite-content': 'Rewrite the text in different words and structure, keeping its meaning.',
  'improve-content': 'Improve the content: clarify the argument, remove repetition, strengthen transitions.',
};

const LOCAL: Partial<Record<EditorAction, (t: string) => string>> = {
  'improve-writing': improveWriting,
  'make-natural': makeNatural,
  shorter,
  'enhance-expression': enhanceExpression,
  'rewrite-content': rewriteContent,
  'improve-content': improveContent,
};

/** The selection as a passage, so a custom query is answered from it (page 1 is the selection itself). */
const selectionPassage = (text: string): Passage => ({ sourceId: '00000000-0000-0000-0000-000000000000', page: 1, text });

export const editorActionTool = defineAiTool<EditorActionInput>({
  name: 'xy-editor-action',
  title: 'XY Editor toolbar action',
  insufficientMessage: PAPER_MESSAGES.toolbarPoints,
  cost: (input, prices) => editorActionCost(prices, input.action),
  // The edit goes into the user's own paper, private to them.
  audience: () => 'self',
  run: async (ctx) => {
    const { action, selection, query } = ctx.input;
    if (action === 'content-analysis') {
      const analysis = analyseContent(selection);
      return { text: analysisText(analysis), result: { action, replacement: null, analysis } satisfies EditorActionResult };
    }
    const local = ctx.provider.name === 'local';
    if (local && LOCAL[action]) {
      const replacement = LOCAL[action]!(selection);
      return { text: replacement, result: { action, replacement } satisfies EditorActionResult };
    }
    if (local && action === 'longer') {
      // Local mode cannot write new sentences: it adds the sources' passages that best match the selection, quoted.
      const passages = ctx.input.sourceIds.length ? await ctx.retrieve(ctx.input.sourceIds, selection, 2) : [];
      if (!passages.length) {
        throw new ProviderError(
          'Local mode lengthens text only with quotations from your paper’s sources: add a source document to the paper. Your points were returned.',
          'provider_error',
          { retryable: ctx.input.sourceIds.length > 0 },
        );
      }
      const replacement = `${selection} ${passages.map((p) => `“${p.text}” [p. ${p.page}]`).join(' ')}`;
      return { text: replacement, citations: passages.map((p) => ({ page: p.page, sourceId: p.sourceId, quote: p.text.slice(0, 300) })), result: { action, replacement } };
    }
    if (local) {
      // A custom query in local mode: the sentences of the selection that answer it, quoted (no rewriting).
      const answer = await ctx.complete({ system: '', messages: [{ role: 'user', content: query ?? '' }], passages: [selectionPassage(selection)] });
      return { text: answer.text, result: { action, replacement: null } satisfies EditorActionResult };
    }
    const passages = action === 'longer' && ctx.input.sourceIds.length ? await ctx.retrieve(ctx.input.sourceIds, selection, 4) : [];
    const instruction = action === 'custom-query' ? `${INSTRUCTIONS[action]} Instruction: ${query ?? ''}` : INSTRUCTIONS[action as keyof typeof INSTRUCTIONS];
    const answer = await ctx.complete({
      system: `You edit a student's paper. ${instruction} Answer with the edited text only, no preamble.`,
      messages: [{ role: 'user', content: selection }],
      passages,
    });
    return { text: answer.text, citations: answer.citations, result: { action, replacement: answer.text.trim() } satisfies EditorActionResult };
  },
});
