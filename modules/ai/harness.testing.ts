// A tool for the platform's tests: it answers a question over one source through the real path.
import { defineAiTool } from './tools.ts';

export const quoteTool = defineAiTool<{ sourceId: string; question: string }>({
  name: 'test-quote',
  title: 'Test question',
  cost: () => 5,
  audience: () => 'self',
  run: async (ctx) => {
    const passages = await ctx.retrieve([ctx.input.sourceId], ctx.input.question);
    const answer = await ctx.complete({ system: 'Answer the question.', messages: [{ role: 'user', content: ctx.input.question }], passages });
    return { text: answer.text, citations: answer.citations };
  },
});
