// The homework module's HTTP contract: request schemas, response shapes, messages and limits. The web imports
// this file. Lists take `?page=&pageSize=` and answer `{ items, page, pageSize, total }`; errors have the one shape
// `{ error: { code, message, fields? } }`.
import { z } from 'zod';
import { FILE_UPLOAD, pageOf, pageQuery } from '../platform/contract.ts';
import { AI_REQUEST_ERRORS, quotedPoints } from '../ai/contract.ts';

export const HOMEWORK_MESSAGES = {
  notFound: 'Question not found',
  notAnswered: 'Only a question with an answer can be published.',
  ownerOnly: 'Only the student who asked this question can publish it.',
  unpublishForbidden: 'Only the student who asked this question, or an admin, can make it private.',
  imageNeedsOcr: 'Photo questions need OCR, which is not installed on this server: type the question instead.',
  photoLimit: 'You can read at most 20 photos an hour. Please type the question or try again later.',
  tooShort: 'Ask a question of at least 10 characters.',
  tooLong: 'Keep your question under 1,000 characters.',
  unknownSubject: 'Choose a subject from the list.',
} as const;

export const QUESTION_MIN_CHARS = 10;
export const QUESTION_MAX_CHARS = 1000;
/** The dashboard list (the library's page size, spec 001 §9). */
export const MY_QUESTIONS_PAGE_SIZE = 12;
export const PUBLIC_QUESTIONS_PAGE_SIZE = 20;
/** Related public questions on a question's page. */
export const RELATED_QUESTIONS = 5;
/** The AI platform's tool name: its queue is `ai.homework`, its cost rule `homework-answer`. */
export const HOMEWORK_TOOL = 'homework';

/** Server-sent events on the asker's channel (besides the AI platform's `ai.token` and `ai.status`). */
export const HOMEWORK_REALTIME = { questionUpdated: 'homework.question-updated' } as const;
export type QuestionUpdatedEvent = { questionId: string; slug: string; status: QuestionStatus };

export const questionStatuses = ['answering', 'answered', 'failed'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

const uuid = z.uuid();
const timestamp = z.string().describe('ISO 8601, UTC');
const slug = z.string().min(1).max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** spec 001 §3 formatted_question: the question as blocks of text (one per paragraph). */
export const questionBlock = z.object({ type: z.literal('paragraph'), text: z.string() });
export type QuestionBlock = z.infer<typeof questionBlock>;

export const subjectRef = z.object({ id: uuid, slug: z.string(), name: z.string() });

export const questionCard = z.object({
  id: uuid,
  slug: z.string(),
  question: z.string(),
  subject: subjectRef.nullable(),
  isPublic: z.boolean(),
  status: z.enum(questionStatuses),
  /** The answer's opening words, for lists. */
  excerpt: z.string(),
  createdAt: timestamp,
  publishedAt: timestamp.nullable(),
});
export type QuestionCard = z.infer<typeof questionCard>;

export const citation = z.object({
  page: z.number().int().describe('the cited page, 1-based'),
  sourceId: uuid.describe('the marketplace document the page belongs to'),
  quote: z.string().describe('the start of the cited passage'),
});
export type HomeworkCitation = z.infer<typeof citation>;

export const questionDetail = questionCard.extend({
  formattedQuestion: z.array(questionBlock),
  answer: z.string().describe('the answer so far (all of it once answered)'),
  citations: z.array(citation),
  provider: z.enum(['openai', 'local']).nullable().describe('which mode answered: local is the embedded, extractive one'),
  model: z.string().nullable(),
  error: z.string().nullable(),
  actionId: uuid.nullable().describe("the AI platform's action, whose tokens stream on the asker's /api/events"),
  points: z.number().int().describe('points charged for the answer (given back when it failed)'),
  documentIds: z.array(uuid).describe('the marketplace documents the answer drew on, cited ones first'),
  publishWhenAnswered: z.boolean(),
  isOwner: z.boolean(),
  answeredAt: timestamp.nullable(),
  related: z.array(questionCard).describe('public questions like this one, same subject first'),
});
export type QuestionDetail = z.infer<typeof questionDetail>;


export const askBody = z.object({
  question: z.string().trim().min(QUESTION_MIN_CHARS, HOMEWORK_MESSAGES.tooShort).max(QUESTION_MAX_CHARS, HOMEWORK_MESSAGES.tooLong),
  subjectId: uuid.nullable().optional().describe('a catalogue subject'),
  publish: z.boolean().default(false).describe('make the question public as soon as it is answered'),
  requestKey: z.string().min(8).max(100).optional().describe('sent again on a retry: the same question is asked (and charged) once'),
  points: quotedPoints,
});
export type AskBody = z.infer<typeof askBody>;

export const quote = z.object({
  points: z.number().int().describe('what one answer costs, charged when the question is asked'),
  imageQuestions: z.boolean().describe('whether a photo of a question can be asked (needs OCR on the server)'),
});
export type HomeworkQuote = z.infer<typeof quote>;

export const photoText = z.object({
  text: z.string().describe('the text read from the photo, for the asker to check before asking'),
  confidence: z.number().nullable().describe("Tesseract's mean word confidence, 0-100"),
  language: z.string().describe('the Tesseract language pack used'),
});
export type PhotoText = z.infer<typeof photoText>;
/** Photos read per user and hour (OCR is a few CPU seconds each). */
export const PHOTOS_PER_HOUR = 20;

const slugParams = z.object({ slug });

export const homeworkRoutes = {
  quote: { method: 'get', path: '/api/homework/quote', response: quote },
  photo: {
    ...FILE_UPLOAD,
    path: '/api/homework/photo-text',
    summary: 'multipart/form-data with `file`: a photo of a question (JPEG, PNG, WebP, HEIC), read by OCR; nothing is kept',
    response: photoText,
  },
  ask: { method: 'post', path: '/api/homework/questions', access: 'user', body: askBody, response: questionDetail, errors: AI_REQUEST_ERRORS },
  mine: {
    method: 'get',
    path: '/api/homework/questions',
    access: 'user',
    query: pageQuery(MY_QUESTIONS_PAGE_SIZE),
    response: pageOf(questionCard),
  },
  question: { method: 'get', path: '/api/homework/questions/{slug}', params: slugParams, response: questionDetail },
  publish: { method: 'post', path: '/api/homework/questions/{slug}/publish', access: 'user', params: slugParams, response: questionDetail, errors: [422] },
  unpublish: { method: 'post', path: '/api/homework/questions/{slug}/unpublish', access: 'user', params: slugParams, response: questionDetail },
  publicList: {
    method: 'get',
    path: '/api/homework/public',
    query: pageQuery(PUBLIC_QUESTIONS_PAGE_SIZE).extend({ subject: z.string().max(120).optional().describe("a subject's slug") }),
    response: pageOf(questionCard),
  },
} as const;
