// The integrity tools' HTTP contract, messages and report shapes (the AI detector and the plagiarism checker). The
// web imports this file.
import { z } from 'zod';
import { AI_REQUEST_ERRORS, aiActionSchema, quotedPoints } from '../ai/contract.ts';
import { FILE_UPLOAD, pageOf, pageQuery } from '../platform/contract.ts';

export const INTEGRITY_TOOLS = { plagiarism: 'plagiarism-check', detection: 'ai-detection' } as const;
export const CHECK_KINDS = ['plagiarism', 'ai-detection'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export const TEXT_MIN_WORDS = 20;
export const TEXT_MAX_CHARS = 60_000;

export const INTEGRITY_MESSAGES = {
  insufficientDetection: 'You have insufficient points for AI detection',
  insufficientPlagiarism: 'You have insufficient points for plagiarism checking',
  notFound: 'Check not found',
  paperNotFound: 'Paper not found',
  tooShort: `Enter at least ${TEXT_MIN_WORDS} words.`,
  tooLong: `The text can be at most ${TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  unreadableFile: 'We could not read any text in this file (is it a scan?).',
  /** Shown with every detection report, whatever its score: the wording rule (README) in one sentence. */
  detectionDisclaimer: 'No detector can tell for certain who wrote a text. Read this as one signal among others, never as proof.',
  estimateNote: 'A statistical estimate from sentence-length variation, vocabulary and function words, not a language model.',
  privatePaper: 'a private paper',
} as const;

/** The two tool pages' titles and descriptions: the web app's and the server-rendered page meta's. */
export const INTEGRITY_PAGES = {
  plagiarism: {
    path: '/plagiarism-checker',
    title: 'Plagiarism Checker',
    description: 'Compare your text with Studyhall’s study documents, questions, decks and papers. See each matching passage and its source. 5 points a check.',
  },
  'ai-detection': {
    path: '/ai-detector',
    title: 'AI Detector',
    description: 'Estimate how likely each sentence of a text is to have been written by AI. Never a verdict: one signal among others. 5 points a check.',
  },
} as const;

/**
 * The wording rule: a score is an estimated likelihood and its label says "likely", never "is" or "certain".
 * 70 and over reads likely AI-written, under 40 likely human-written, between them mixed.
 */
export function detectionLabel(score: number): string {
  if (score >= 70) return 'Likely AI-written';
  if (score >= 40) return 'Mixed signals';
  return 'Likely human-written';
}

export const sentenceScoreSchema = z.object({
  start: z.number().int().describe('character offset in the checked text'),
  end: z.number().int(),
  score: z.number().int().min(0).max(100).describe('estimated likelihood (percent) that the sentence is machine-written'),
});
export type SentenceScore = z.infer<typeof sentenceScoreSchema>;

export const detectionReportSchema = z.object({
  method: z.enum(['log-probabilities', 'statistical-estimate']),
  score: z.number().int().min(0).max(100).describe('estimated likelihood (percent) for the whole text'),
  label: z.string(),
  words: z.number().int(),
  sentences: z.array(sentenceScoreSchema),
  signals: z.object({
    burstiness: z.number().describe('variation of sentence lengths (estimate) or perplexities (log-probabilities)'),
    vocabularyRichness: z.number().nullable(),
    functionWordDistance: z.number().nullable().describe('0 = the corpus profile, 1 = nothing in common'),
    perplexity: z.number().nullable(),
  }),
});
export type DetectionReport = z.infer<typeof detectionReportSchema>;

export const matchSourceSchema = z.object({
  kind: z.enum(['document', 'question', 'deck', 'paper']),
  title: z.string().describe("the source's title, or 'a private paper'"),
  href: z.string().nullable().describe('its public page (a document opens at the matched page); null for a private paper'),
  page: z.number().int().nullable().describe('the matched page of a document'),
  similarity: z.number().int().min(0).max(100).describe('percent of the checked text it covers'),
  excerpt: z.string().nullable().describe('the matching words of the source, only when a guest may read them'),
});
export type MatchSource = z.infer<typeof matchSourceSchema>;

export const plagiarismReportSchema = z.object({
  similarity: z.number().int().min(0).max(100).describe('percent of the words found in other texts'),
  words: z.number().int(),
  sources: z.array(matchSourceSchema),
  passages: z.array(z.object({ start: z.number().int(), end: z.number().int(), source: z.number().int().describe('index into sources') })),
});
export type PlagiarismReport = z.infer<typeof plagiarismReportSchema>;

export const checkSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(CHECK_KINDS),
  title: z.string().describe('the first words of the text'),
  words: z.number().int(),
  status: aiActionSchema.shape.status,
  score: z.number().int().nullable().describe('similarity (plagiarism) or estimated likelihood (detection) once done'),
  createdAt: z.string(),
});
export type CheckSummary = z.infer<typeof checkSummarySchema>;

export const checkSchema = checkSummarySchema.extend({
  text: z.string(),
  paperId: z.uuid().nullable(),
  action: aiActionSchema.describe('the AI action: status, which provider answered, points, refund, error; `result` is the report'),
});
export type Check = z.infer<typeof checkSchema>;

export const quoteSchema = z.object({
  plagiarism: z.number().int(),
  aiDetection: z.number().int(),
  provider: z.enum(['openai', 'local']).describe('which mode answers here: local is the statistical estimate'),
});

export const uploadSchema = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'processing', 'ready', 'failed']),
  text: z.string().nullable().describe('the text read from the file, once ready'),
  words: z.number().int(),
  error: z.string().nullable(),
});
export type UploadedText = z.infer<typeof uploadSchema>;

const checkBody = z.object({
  kind: z.enum(CHECK_KINDS),
  text: z.string().trim().max(TEXT_MAX_CHARS, INTEGRITY_MESSAGES.tooLong),
  paperId: z.uuid().nullable().optional().describe("one of your papers: its versions are never counted as matches"),
  key: z.string().min(8).max(100).optional().describe('idempotency key: the same key again runs (and charges) once'),
  points: quotedPoints,
});

export const integrityRoutes = {
  quote: { method: 'get', path: '/api/integrity/quote', response: quoteSchema },
  run: { method: 'post', path: '/api/integrity/checks', access: 'user', body: checkBody, response: checkSchema, errors: AI_REQUEST_ERRORS },
  list: {
    method: 'get',
    path: '/api/integrity/checks',
    access: 'user',
    query: pageQuery(10, 50).extend({ kind: z.enum(CHECK_KINDS).optional() }),
    response: pageOf(checkSummarySchema),
  },
  get: { method: 'get', path: '/api/integrity/checks/{id}', access: 'user', params: z.object({ id: z.uuid() }), response: checkSchema },
  upload: {
    ...FILE_UPLOAD,
    path: '/api/integrity/uploads',
    summary: 'multipart/form-data with `file` (.docx or .pdf): kept private, read by the documents pipeline; follow it for its text',
    response: uploadSchema,
  },
  uploadText: { method: 'get', path: '/api/integrity/uploads/{id}', access: 'user', params: z.object({ id: z.uuid() }), response: uploadSchema },
} as const;
