// The Document Chat tool on the AI platform: its prompt and its cost rule (spec 001 §9: 5 points, plus 2 for every
// 5 questions already asked in the chat). The answer comes from the document's best passages for the question; the
// last exchanges come along so a follow-up ("and why?") makes sense to a language model.
import { type ChatMessage, defineAiTool, quote } from '../ai/index.ts';

export type DocChatInput = { chatId: string; documentId: string; question: string; messagesSent: number; history: ChatMessage[] };

const SYSTEM = [
  'You are Studyhall Document Chat. A student is reading a document and asks about it.',
  'Answer clearly and briefly, in the language of the question, using only what the document says.',
].join(' ');

export const docChatTool = defineAiTool<DocChatInput>({
  name: 'document-chat',
  title: 'Document chat question',
  ledgerType: 'document_chat',
  // A chat is its user's alone: a document they bought (or sell) is quoted in full, any other by its preview.
  audience: () => 'self',
  cost: (input, prices) => quote(prices, 'document-chat', { messagesSent: input.messagesSent }),
  run: async (ctx) => {
    const passages = await ctx.retrieve([ctx.input.documentId], ctx.input.question, 6);
    const answer = await ctx.complete({ system: SYSTEM, messages: [...ctx.input.history, { role: 'user', content: ctx.input.question }], passages });
    return { text: answer.text, citations: answer.citations };
  },
});
