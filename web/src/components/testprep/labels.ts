// Test Prep's kinds of question and difficulties in the page's language (the contract's KIND_LABELS are the
// server's English words, the difficulties its keys): messages, shown with `i18n._`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Difficulty, QuestionKind } from '../../../../modules/testprep/contract.ts';

export const KIND_NAMES: Record<QuestionKind, MessageDescriptor> = {
  multiple_choice: msg`Multiple choice`,
  true_false: msg`True/false`,
  short_answer: msg`Short answer`,
};

export const DIFFICULTY_NAMES: Record<Difficulty, MessageDescriptor> = { easy: msg`easy`, medium: msg`medium`, hard: msg`hard` };

/** A true/false question's options are the server's words 'True' and 'False' (the answer given is one of them). */
export const TRUE_FALSE_NAMES: Record<string, MessageDescriptor> = { True: msg`True`, False: msg`False` };
