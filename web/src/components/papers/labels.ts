// The names of the paper tools' choices in the page's language (the contract's STYLE_LABELS and
// EDITOR_ACTION_LABELS are the server's English words): messages, shown with `i18n._`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CitationStyle, EditorAction } from '../../api/papers.ts';

export const STYLE_NAMES: Record<CitationStyle, MessageDescriptor> = {
  APA_7: msg`APA 7`,
  MLA: msg`MLA 9`,
  CHICAGO: msg`Chicago (author-date)`,
  HARVARD: msg`Harvard`,
};

export const ACTION_NAMES: Record<EditorAction, MessageDescriptor> = {
  'improve-writing': msg`Improve writing`,
  'make-natural': msg`Make natural`,
  shorter: msg`Make shorter`,
  longer: msg`Make longer`,
  'custom-query': msg`Custom query`,
  'enhance-expression': msg`Enhance expression`,
  'rewrite-content': msg`Rewrite content`,
  'improve-content': msg`Improve content`,
  'content-analysis': msg`Content analysis`,
};
