// The names of paper levels and types on the writer's pages, in the page's language (the papers contract's
// LEVEL_LABELS are English, for the server and the admin). Citation styles: components/papers/labels.ts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { paperLevels, paperMainTypes } from '../../../api/papers.ts';

export const LEVEL_LABELS: Record<(typeof paperLevels)[number], MessageDescriptor> = {
  high_school: msg`High school`,
  undergraduate: msg`Undergraduate`,
  masters: msg`Master's`,
  phd: msg`PhD`,
};

export const TYPE_LABELS: Record<(typeof paperMainTypes)[number], MessageDescriptor> = {
  essay: msg`Essay`,
  'research-paper': msg`Research paper`,
  report: msg({ message: 'Report', context: 'a kind of paper' }), // not the 'Report' that flags content
  'literature-review': msg`Literature review`,
  'case-study': msg`Case study`,
  paper: msg`Paper`,
};
