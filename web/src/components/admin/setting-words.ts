// The run-time settings' and the AI cost rules' words in the page's language. The settings contract and the AI rule
// table (modules/ai/costs.ts) keep English for the server, the CLI and the audit log; the admin settings page names
// them from here, and shows the API's English for a setting or a number this file does not know yet.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CostRule, PriceParam } from '../../../../modules/ai/contract.ts';
import type { Setting } from '../../api/admin-settings.ts';

/** A name as a heading ("Seller share") and inside a sentence ("Change the seller share?"). */
type Name = { label: MessageDescriptor; inSentence: MessageDescriptor };

const SETTINGS: Record<string, Name & { description: MessageDescriptor }> = {
  'wallet.sellerSharePercent': {
    label: msg`Seller share`,
    inSentence: msg`seller share`,
    description: msg`The seller's share of a sale's price in whole percent; the platform keeps the rest. Applies to sales made after the change.`,
  },
  'wallet.withdrawalMinimumPoints': {
    label: msg`Withdrawal minimum`,
    inSentence: msg`withdrawal minimum`,
    description: msg`The smallest withdrawal a seller may request, in points (1 point = $0.10).`,
  },
};

const RULES: Record<CostRule, Name & { description: MessageDescriptor }> = {
  'word-generation': {
    label: msg`Word generation`,
    inSentence: msg`word generation`,
    description: msg`AI Writer drafts: points per block of words, rounded up.`,
  },
  'content-analysis': { label: msg`Content analysis`, inSentence: msg`content analysis`, description: msg`XY Editor: analyse the selection.` },
  'ai-detection': { label: msg`AI detection`, inSentence: msg`AI detection`, description: msg`One AI detection check.` },
  'plagiarism-check': { label: msg`Plagiarism check`, inSentence: msg`plagiarism check`, description: msg`One plagiarism check.` },
  'reference-search': {
    label: msg`Reference search`,
    inSentence: msg`reference search`,
    description: msg`AI Writer: points per reference searched (at least one).`,
  },
  'toolbar-action': {
    label: msg`Toolbar action`,
    inSentence: msg`toolbar action`,
    description: msg`XY Editor: improve writing, make natural, shorter, longer, custom query, enhance expression.`,
  },
  'rewrite-content': { label: msg`Rewrite content`, inSentence: msg`rewrite content`, description: msg`XY Editor: rewrite the selection.` },
  'improve-content': { label: msg`Improve content`, inSentence: msg`improve content`, description: msg`XY Editor: improve the selection.` },
  'document-chat': {
    label: msg`Document chat`,
    inSentence: msg`document chat`,
    description: msg`A question: the base price plus the step price for every block of messages the user already sent in that chat.`,
  },
  flashcards: { label: msg`Flashcards`, inSentence: msg`flashcards`, description: msg`A generated deck, by its number of cards.` },
  'homework-answer': {
    label: msg`Homework answer`,
    inSentence: msg`homework answer`,
    description: msg`Not in the spec: one answer, priced like content analysis by default.`,
  },
  'word-count-analysis': {
    label: msg`Word count analysis`,
    inSentence: msg`word count analysis`,
    description: msg`Follows the word generation numbers (spec 001 §9).`,
  },
  'test-prep': {
    label: msg`Test prep`,
    inSentence: msg`test prep`,
    description: msg`Not in the spec: a practice test follows the flashcards numbers, by its number of questions.`,
  },
};

/** A rule's numbers and their units, by the rule table's English. */
const WORDS: Record<string, MessageDescriptor> = {
  Price: msg`Price`,
  'Block of words': msg`Block of words`,
  'Price per reference': msg`Price per reference`,
  'Base price': msg`Base price`,
  'Step price': msg`Step price`,
  'Block of messages': msg`Block of messages`,
  'Up to 10 cards': msg`Up to 10 cards`,
  'Up to 20 cards': msg`Up to 20 cards`,
  'Up to 30 cards': msg`Up to 30 cards`,
  'More than 30 cards': msg`More than 30 cards`,
  points: msg`points`,
  words: msg`words`,
  'messages sent': msg`messages sent`,
};

const known = (words: Record<string, MessageDescriptor>, english: string, i18n: I18n) => {
  const descriptor = words[english];
  return descriptor ? i18n._(descriptor) : english;
};

/** A setting's label, name in a sentence, description and unit, in the page's language. */
export function settingWords(s: Setting, i18n: I18n) {
  const words = SETTINGS[s.key];
  return {
    label: words ? i18n._(words.label) : s.label,
    inSentence: words ? i18n._(words.inSentence) : s.label.toLowerCase(),
    description: words ? i18n._(words.description) : s.description,
    unit: known(WORDS, s.unit, i18n),
  };
}

/** An AI cost rule's label, name in a sentence and description, in the page's language. */
export function ruleWords(rule: CostRule, i18n: I18n) {
  const words = RULES[rule];
  return { label: i18n._(words.label), inSentence: i18n._(words.inSentence), description: i18n._(words.description) };
}

/** One number of a rule: its name and unit in the page's language. */
export function paramWords(p: PriceParam, i18n: I18n) {
  return { label: known(WORDS, p.label, i18n), unit: known(WORDS, p.unit, i18n) };
}
