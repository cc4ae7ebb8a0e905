// The names of paper levels, types and citation styles on the writer's pages, in the page's language (the papers
// contract's LEVEL_LABELS and STYLE_LABELS are English, for the server and the admin).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CitationStyle, paperLevels, paperMainTypes } from '../../../api/papers.ts';

export const LEVEL_LABELS: Record<(typeof paperLevels)[number], MessageDescriptor> = {
  high_school: msg`High school`,
  undergraduate: msg`Undergraduate`,
  masters: msg`Master's`,
  phd: msg`PhD`,
};

export const STYLE_LABELS: Record<CitationStyle, MessageDescriptor> = {
  APA_7: msg`APA 7`,
  MLA: msg`MLA 9`,
  CHICAGO: msg`Chicago (author-date)`,
  HARVARD: msg`Harvard`,
};

export const TYPE_LABELS: Record<(typeof paperMainTypes)[number], MessageDescriptor> = {
  essay: msg`Essay`,
  'research-paper': msg`Research paper`,
  report: msg`Report`,
  'literature-review': msg`Literature review`,
  'case-study': msg`Case study`,
  paper: msg`Paper`,
};
