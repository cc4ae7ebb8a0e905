// Every AI action's price in points, in one table (spec 001 §9: 1 point = 0.10 USD). A rule is a formula over its
// numbers; the spec's numbers are the defaults, and an admin may change them at run time (the settings module keeps
// one setting per rule, `ai.price.<rule>`). The quote shown before an action and the charge made when it is
// requested both come from here, over the same numbers. Pure data: the web and the settings contract import it.

/** One number of a rule: what the admin page calls it, its unit, the spec's value and the bounds a change must keep. */
export type PriceParam = { label: string; unit: string; default: number; min: number; max: number };
export type PriceNumbers = Record<string, number>;

const MAX_POINTS = 10_000;
const points = (label: string, value: number): PriceParam => ({ label, unit: 'points', default: value, min: 0, max: MAX_POINTS });
/** A unit size divides, so it is at least 1. */
const size = (label: string, unit: string, value: number): PriceParam => ({ label, unit, default: value, min: 1, max: 100_000 });

type OwnRule<I> = { label: string; description: string; params: Record<string, PriceParam>; price: (n: PriceNumbers, input: I) => number };
/** A rule with no numbers of its own: it prices with another rule's numbers (spec: "word count analysis follows the word rule"). */
type FollowingRule<I> = { label: string; description: string; follows: string; price: (n: PriceNumbers, input: I) => number };

const perWords = (n: PriceNumbers, words: number) => n.points! * Math.ceil(Math.max(0, words) / n.words!);
const byCards = (n: PriceNumbers, cards: number) => (cards <= 10 ? n.upTo10! : cards <= 20 ? n.upTo20! : cards <= 30 ? n.upTo30! : n.beyond30!);

const flat = (label: string, description: string, value: number): OwnRule<void> => ({
  label,
  description,
  params: { points: points('Price', value) },
  price: (n) => n.points!,
});

const RULES = {
  'word-generation': {
    label: 'Word generation',
    description: 'AI Writer drafts: points per block of words, rounded up.',
    params: { points: points('Price', 10), words: size('Block of words', 'words', 100) },
    price: (n, input: { words: number }) => perWords(n, input.words),
  },
  'content-analysis': flat('Content analysis', 'XY Editor: analyse the selection.', 10),
  'ai-detection': flat('AI detection', 'One AI detection check.', 5),
  'plagiarism-check': flat('Plagiarism check', 'One plagiarism check.', 5),
  'reference-search': {
    label: 'Reference search',
    description: 'AI Writer: points per reference searched (at least one).',
    params: { points: points('Price per reference', 5) },
    price: (n, input: { references: number }) => n.points! * Math.max(1, input.references),
  },
  'toolbar-action': flat('Toolbar action', 'XY Editor: improve writing, make natural, shorter, longer, custom query, enhance expression.', 3),
  'rewrite-content': flat('Rewrite content', 'XY Editor: rewrite the selection.', 10),
  'improve-content': flat('Improve content', 'XY Editor: improve the selection.', 10),
  'document-chat': {
    label: 'Document chat',
    description: 'A question: the base price plus the step price for every block of messages the user already sent in that chat.',
    params: { base: points('Base price', 5), points: points('Step price', 2), messages: size('Block of messages', 'messages sent', 5) },
    price: (n, input: { messagesSent: number }) => n.base! + n.points! * Math.floor(Math.max(0, input.messagesSent) / n.messages!),
  },
  flashcards: {
    label: 'Flashcards',
    description: 'A generated deck, by its number of cards.',
    params: { upTo10: points('Up to 10 cards', 5), upTo20: points('Up to 20 cards', 7), upTo30: points('Up to 30 cards', 10), beyond30: points('More than 30 cards', 15) },
    price: (n, input: { cards: number }) => byCards(n, input.cards),
  },
  /** Not in the spec: a homework answer, priced like content analysis (one answer over retrieved material). */
  'homework-answer': flat('Homework answer', 'Not in the spec: one answer, priced like content analysis by default.', 10),
  'word-count-analysis': {
    label: 'Word count analysis',
    description: 'Follows the word generation numbers (spec 001 §9).',
    follows: 'word-generation',
    price: (n, input: { words: number }) => perWords(n, input.words),
  },
  /** Not in the spec: a practice test, priced like flashcards by its question count (a question is about a card's work). */
  'test-prep': {
    label: 'Test prep',
    description: 'Not in the spec: a practice test follows the flashcards numbers, by its number of questions.',
    follows: 'flashcards',
    price: (n, input: { questions: number }) => byCards(n, input.questions),
  },
} satisfies Record<string, OwnRule<any> | FollowingRule<any>>;

export type CostRule = keyof typeof RULES;
/** The rules with numbers of their own: each is one run-time setting. */
export type PricedRule = { [R in CostRule]: (typeof RULES)[R] extends { params: object } ? R : never }[CostRule];
export type CostInput<R extends CostRule> = Parameters<(typeof RULES)[R]['price']>[1];
/** Every priced rule's numbers, as they apply now. */
export type AiPrices = Record<PricedRule, PriceNumbers>;

export const COST_RULES: Readonly<Record<CostRule, OwnRule<any> | FollowingRule<any>>> = RULES;
export const PRICED_RULES = (Object.keys(RULES) as CostRule[]).filter((r): r is PricedRule => 'params' in RULES[r]);

/** A rule's numbers: what each is called, its unit, default and bounds. */
export const paramsOf = (rule: PricedRule): Record<string, PriceParam> => (RULES[rule] as OwnRule<unknown>).params;

/** The spec's numbers of a rule. */
export const defaultNumbers = (rule: PricedRule): PriceNumbers => Object.fromEntries(Object.entries(paramsOf(rule)).map(([k, p]) => [k, p.default]));

export const DEFAULT_PRICES = Object.fromEntries(PRICED_RULES.map((r) => [r, defaultNumbers(r)])) as AiPrices;

/** The points of one action under a rule, with these numbers. */
export function quote<R extends CostRule>(prices: AiPrices, rule: R, input: CostInput<R>): number {
  const r = COST_RULES[rule];
  const numbers = prices[('follows' in r ? r.follows : rule) as PricedRule];
  return r.price(numbers, input);
}
