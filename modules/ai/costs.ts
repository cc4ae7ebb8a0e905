// Every AI action's price in points, in one table (spec 001 §9: 1 point = 0.10 USD). A tool names its rule; the
// quote shown before an action and the charge made when it is requested both come from here.

/** Word generation: 10 points per 100 words, rounded up (also word count analysis). */
const perHundredWords = (words: number) => 10 * Math.ceil(Math.max(0, words) / 100);

export const COST_RULES = {
  'word-generation': (input: { words: number }) => perHundredWords(input.words),
  'word-count-analysis': (input: { words: number }) => perHundredWords(input.words),
  'content-analysis': () => 10,
  'ai-detection': () => 5,
  'plagiarism-check': () => 5,
  'reference-search': (input: { references: number }) => 5 * Math.max(1, input.references),
  'toolbar-action': () => 3,
  'rewrite-content': () => 10,
  'improve-content': () => 10,
  /** 5 base plus 2 for every 5 messages the user already sent in this chat. */
  'document-chat': (input: { messagesSent: number }) => 5 + 2 * Math.floor(Math.max(0, input.messagesSent) / 5),
  /** 5 for up to 10 cards, 7 up to 20, 10 up to 30, 15 beyond. */
  flashcards: (input: { cards: number }) => (input.cards <= 10 ? 5 : input.cards <= 20 ? 7 : input.cards <= 30 ? 10 : 15),
  /**
   * Not in the spec: a homework answer. Priced like content analysis (one answer over retrieved material), so a
   * question costs what an analysis costs. Shown before asking.
   */
  'homework-answer': () => 10,
  /** Not in the spec: a practice test, priced like flashcards by its question count (a question is about a card's work). */
  'test-prep': (input: { questions: number }) => COST_RULES.flashcards({ cards: input.questions }),
} as const;

export type CostRule = keyof typeof COST_RULES;

/** The points of one action under a rule. */
export function quote<R extends CostRule>(rule: R, input: Parameters<(typeof COST_RULES)[R]>[0]): number {
  return (COST_RULES[rule] as (i: typeof input) => number)(input);
}
