// The admin overview's words in the page's language. The overview api names its figures and the AI tools in English
// (for the CLI and the logs); the page names them from here by the figure's id and the tool's name, and shows the
// api's English for a figure or tool this file does not know yet.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OverviewFigure } from '../../../../modules/overview/contract.ts';
import { titleCase } from '../../lib/format.ts';

const FIGURES: Record<OverviewFigure['id'], { label: MessageDescriptor; detail: MessageDescriptor }> = {
  signUps: { label: msg`Sign-ups`, detail: msg`new accounts` },
  uploadsWaiting: { label: msg`Uploads waiting`, detail: msg`chart: uploads a day` },
  documentsApproved: { label: msg`Documents approved`, detail: msg`approved in the period` },
  revenue: { label: msg`Revenue`, detail: msg`completed points orders` },
  pointsSold: { label: msg`Points sold`, detail: msg`package points and bonus` },
  pointsSpent: { label: msg`Points spent`, detail: msg`documents and document chat` },
  pointsEarned: { label: msg`Points earned`, detail: msg`bought, sold and granted` },
  withdrawalsWaiting: { label: msg`Withdrawals waiting`, detail: msg`chart: requests a day` },
  aiActions: { label: msg`AI actions`, detail: msg`every AI tool` },
  failedJobs: { label: msg`Failed jobs`, detail: msg`retries ran out` },
};

/** The AI tools by their name in the ai_actions table (each module's `defineAiTool`). */
const TOOLS: Record<string, MessageDescriptor> = {
  homework: msg`Homework`,
  'document-chat': msg`Document Chat`,
  flashcards: msg`Flashcards`,
  'test-prep': msg`Test Prep`,
  'paper-writer': msg`Paper Writer`,
  'paper-reference-search': msg`Paper Reference Search`,
  'xy-editor-action': msg`Xy Editor Action`,
  'ai-detection': msg`Ai Detection`,
  'plagiarism-check': msg`Plagiarism Check`,
};

/** A figure's label and detail; the waiting withdrawals' detail keeps the points the api puts in front of it. */
export function figureWords(f: OverviewFigure, i18n: I18n) {
  const words = FIGURES[f.id];
  if (!words) return { label: f.label, detail: f.detail };
  const waiting = f.id === 'withdrawalsWaiting' ? /^(\d+) points · /.exec(f.detail) : null;
  if (f.id === 'withdrawalsWaiting' && !waiting) return { label: i18n._(words.label), detail: f.detail };
  const points = Number(waiting?.[1]);
  return {
    label: i18n._(words.label),
    detail: waiting ? i18n._(msg`${points} points · chart: requests a day`) : i18n._(words.detail),
  };
}

/** An AI tool's name ("Homework"), else its id in words. */
export function toolName(tool: string, i18n: I18n): string {
  const name = TOOLS[tool];
  return name ? i18n._(name) : titleCase(tool.replaceAll('-', ' '));
}
