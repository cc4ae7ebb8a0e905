// Test Prep's HTTP contract and messages. The web imports this file.
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';
import { AI_REQUEST_ERRORS, quotedPoints } from '../ai/contract.ts';

export const TESTPREP_MESSAGES = {
  planNotFound: 'Study plan not found',
  testNotFound: 'Test not found',
  attemptNotFound: 'Attempt not found',
  notesNotFound: 'Notes not found',
  resourceNotAvailable: 'You can add only documents you uploaded or bought, your own uploads and your notes.',
  noResources: 'Add at least one resource to the plan before creating a test.',
  resourcesNotReady: 'A resource of this plan is still being processed. You can create a test as soon as it is ready.',
  notEnoughMaterial: 'The plan’s resources have too little text to make questions from. Add more notes or documents.',
  stillGenerating: 'This test is still being generated.',
  testFailed: 'This test could not be generated. Your points were returned.',
  alreadySubmitted: 'This attempt was already submitted.',
  answersNotInTest: 'Answer only questions of this test (by their ids).',
  timeUp: 'Time is up for this attempt. Submit it to see your results.',
  notReady: 'Only a generated test can be published.',
  quotesLockedPages: 'This test has questions from pages of a document that only its buyers may read, so it cannot be public.',
} as const;

export const QUESTION_KINDS = ['multiple_choice', 'true_false', 'short_answer'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const KIND_LABELS: Record<QuestionKind, string> = { multiple_choice: 'Multiple choice', true_false: 'True/false', short_answer: 'Short answer' };
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const RESOURCE_KINDS = ['document', 'upload', 'notes', 'deck'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const NAME_MAX = 120;
export const NOTES_MAX = 100_000;
export const QUESTIONS_MIN = 1;
export const QUESTIONS_MAX = 50;
export const ANSWER_MAX = 500;

const uuid = z.uuid();
const testprepPage = pageQuery(20, 100, 10_000);

export const resourceSchema = z.object({
  kind: z.enum(RESOURCE_KINDS),
  id: uuid,
  title: z.string(),
  state: z.enum(['ready', 'processing', 'failed', 'unavailable']).describe('whether questions can be made from it now'),
  pageCount: z.number().int().nullable(),
  /** Where a page of it can be read: a marketplace document's page, the dashboard's document or notes page. */
  href: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

const subjectRef = z.object({ id: uuid, slug: z.string(), name: z.string() });

export const attemptSummarySchema = z.object({
  id: uuid,
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const testSummarySchema = z.object({
  id: uuid,
  planId: uuid,
  title: z.string(),
  slug: z.string(),
  status: z.enum(['generating', 'ready', 'failed']),
  questionCount: z.number().int().describe('questions asked for; the generated test may hold fewer when the material is short'),
  kinds: z.array(z.enum(QUESTION_KINDS)),
  difficulty: z.enum(DIFFICULTIES),
  points: z.number().int(),
  provider: z.enum(['openai', 'local']).nullable(),
  error: z.string().nullable(),
  isPublic: z.boolean(),
  actionId: z.uuid().nullable(),
  createdAt: z.string(),
  attempts: z.array(attemptSummarySchema).describe('submitted attempts, oldest first: the progress line'),
});
export type TestSummary = z.infer<typeof testSummarySchema>;

export const planSummarySchema = z.object({
  id: uuid,
  name: z.string(),
  examDate: z.string().nullable().describe('YYYY-MM-DD'),
  subject: subjectRef.nullable(),
  resourceCount: z.number().int(),
  testCount: z.number().int(),
  bestScore: z.number().nullable().describe('best submitted attempt as a share of 1, over every test of the plan'),
  updatedAt: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planSchema = planSummarySchema.extend({
  resources: z.array(resourceSchema),
  tests: z.array(testSummarySchema),
  provider: z.enum(['openai', 'local']).describe('which AI makes questions here: local builds them from the material itself'),
});
export type Plan = z.infer<typeof planSchema>;

/** A question as a taker sees it before submitting: no answer, no explanation. */
export const questionSchema = z.object({
  id: uuid,
  ordinal: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()).describe('choices of a multiple-choice question; True and False for true/false; empty for short answer'),
});
export type Question = z.infer<typeof questionSchema>;

export const gradedQuestionSchema = questionSchema.extend({
  given: z.string().nullable(),
  correct: z.boolean(),
  answer: z.string().describe('the right answer'),
  explanation: z.string().describe('the sentence of the material the question comes from'),
  page: z.number().int(),
  sourceTitle: z.string(),
  href: z.string().nullable().describe('where the cited page can be read, when the viewer may read it'),
});
export type GradedQuestion = z.infer<typeof gradedQuestionSchema>;

export const testViewSchema = z.object({
  id: uuid,
  planId: uuid,
  title: z.string(),
  slug: z.string(),
  subject: subjectRef.nullable(),
  kinds: z.array(z.enum(QUESTION_KINDS)),
  difficulty: z.enum(DIFFICULTIES),
  status: z.enum(['generating', 'ready', 'failed']),
  isPublic: z.boolean(),
  isOwner: z.boolean(),
  provider: z.enum(['openai', 'local']).nullable(),
  author: z.string(),
  questions: z.array(questionSchema),
  createdAt: z.string(),
});
export type TestView = z.infer<typeof testViewSchema>;

export const attemptSchema = z.object({
  id: uuid,
  testId: uuid,
  mode: z.enum(['one', 'all']),
  timeLimitMinutes: z.number().int().nullable(),
  deadline: z.string().nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  answers: z.record(z.string(), z.string()).describe('question id -> the answer given so far'),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const resultsSchema = z.object({
  attemptId: z.uuid().nullable().describe('null for a guest: graded, not kept'),
  testId: uuid,
  score: z.number().int(),
  total: z.number().int(),
  submittedAt: z.string().nullable(),
  questions: z.array(gradedQuestionSchema),
});
export type Results = z.infer<typeof resultsSchema>;

export const publicTestSchema = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  subject: subjectRef.nullable(),
  kinds: z.array(z.enum(QUESTION_KINDS)),
  difficulty: z.enum(DIFFICULTIES),
  questionCount: z.number().int(),
  author: z.string(),
  publishedAt: z.string(),
});
export type PublicTest = z.infer<typeof publicTestSchema>;

const planParams = z.object({ planId: uuid });
const testParams = z.object({ testId: uuid });
const attemptParams = z.object({ attemptId: uuid });
// A real calendar date from year 1 (PostgreSQL has no year 0): the format alone let 2026-02-30 through to a 500.
const examDate = z.iso
  .date({ error: 'Use a real date in the format YYYY-MM-DD.' })
  .refine((v) => !v.startsWith('0000'), 'Use a real date in the format YYYY-MM-DD.')
  .nullable()
  .optional();
const planBody = z.object({
  name: z.string().trim().min(1, 'Give the plan a name.').max(NAME_MAX),
  examDate,
  subjectId: uuid.nullable().optional(),
});

export const testPrepRoutes = {
  plans: { method: 'get', path: '/api/test-prep/plans', access: 'user', query: testprepPage, response: pageOf(planSummarySchema) },
  createPlan: { method: 'post', path: '/api/test-prep/plans', access: 'user', body: planBody, response: planSchema },
  plan: { method: 'get', path: '/api/test-prep/plans/{planId}', access: 'user', params: planParams, response: planSchema },
  updatePlan: { method: 'patch', path: '/api/test-prep/plans/{planId}', access: 'user', params: planParams, body: planBody, response: planSchema },
  deletePlan: { method: 'delete', path: '/api/test-prep/plans/{planId}', access: 'user', params: planParams, response: z.object({ deleted: z.literal(true) }) },
  addResource: {
    method: 'post',
    path: '/api/test-prep/plans/{planId}/resources',
    access: 'user',
    params: planParams,
    body: z.object({ kind: z.enum(RESOURCE_KINDS), id: uuid.describe('the document, upload or deck') }),
    response: planSchema,
  },
  addNotes: {
    method: 'post',
    path: '/api/test-prep/plans/{planId}/notes',
    access: 'user',
    params: planParams,
    body: z.object({
      title: z.string().trim().min(1, 'Give your notes a title.').max(NAME_MAX),
      text: z.string().trim().min(200, 'Paste at least 200 characters of notes.').max(NOTES_MAX),
    }),
    response: planSchema,
  },
  upload: {
    method: 'post',
    path: '/api/test-prep/plans/{planId}/uploads',
    access: 'user',
    params: planParams,
    multipart: { files: ['file'] },
    errors: [422, 429],
    summary: 'multipart/form-data with `file`: kept private, processed, then added to the plan',
    response: planSchema,
  },
  removeResource: {
    method: 'delete',
    path: '/api/test-prep/plans/{planId}/resources/{kind}/{id}',
    access: 'user',
    params: z.object({ planId: uuid, kind: z.enum(RESOURCE_KINDS), id: uuid }),
    response: planSchema,
  },
  notes: {
    method: 'get',
    path: '/api/test-prep/notes/{notesId}',
    access: 'user',
    params: z.object({ notesId: uuid }),
    response: z.object({ id: uuid, title: z.string(), pages: z.array(z.object({ page: z.number().int(), text: z.string() })) }),
  },
  quote: {
    method: 'get',
    path: '/api/test-prep/quote',
    access: 'public',
    query: z.object({ questions: z.coerce.number().int().min(QUESTIONS_MIN).max(QUESTIONS_MAX) }),
    response: z.object({ points: z.number().int() }),
  },
  createTest: {
    errors: AI_REQUEST_ERRORS,
    method: 'post',
    path: '/api/test-prep/plans/{planId}/tests',
    access: 'user',
    params: planParams,
    body: z.object({
      title: z.string().trim().max(NAME_MAX).optional(),
      questions: z.number().int().min(QUESTIONS_MIN).max(QUESTIONS_MAX),
      kinds: z.array(z.enum(QUESTION_KINDS)).min(1, 'Pick at least one kind of question.'),
      difficulty: z.enum(DIFFICULTIES).default('medium'),
      key: z.string().min(8).max(100).optional().describe('idempotency key: the same key again creates (and charges) once'),
      points: quotedPoints,
    }),
    response: testSummarySchema,
  },
  test: { method: 'get', path: '/api/test-prep/tests/{testId}', access: 'user', params: testParams, response: testViewSchema },
  deleteTest: { method: 'delete', path: '/api/test-prep/tests/{testId}', access: 'user', params: testParams, response: z.object({ deleted: z.literal(true) }) },
  publish: { method: 'post', path: '/api/test-prep/tests/{testId}/publish', access: 'user', params: testParams, response: testSummarySchema, errors: [422] },
  unpublish: { method: 'post', path: '/api/test-prep/tests/{testId}/unpublish', access: 'user', params: testParams, response: testSummarySchema },
  start: {
    errors: [409],
    method: 'post',
    path: '/api/test-prep/tests/{testId}/attempts',
    access: 'user',
    params: testParams,
    body: z.object({
      mode: z.enum(['one', 'all']).default('one'),
      timeLimitMinutes: z.number().int().min(1).max(300).nullable().default(null),
    }),
    response: attemptSchema,
  },
  current: {
    method: 'get',
    path: '/api/test-prep/tests/{testId}/attempts/current',
    access: 'user',
    params: testParams,
    response: z.object({ attempt: attemptSchema.nullable() }),
  },
  answer: {
    errors: [409],
    method: 'put',
    path: '/api/test-prep/attempts/{attemptId}/answers/{questionId}',
    access: 'user',
    params: z.object({ attemptId: uuid, questionId: uuid }),
    body: z.object({ answer: z.string().max(ANSWER_MAX) }),
    response: z.object({ saved: z.literal(true) }),
  },
  submit: {
    errors: [409],
    method: 'post',
    path: '/api/test-prep/attempts/{attemptId}/submit',
    access: 'user',
    params: attemptParams,
    // Strict: a misspelt key would otherwise be dropped and the test scored on the answers saved so far.
    body: z.strictObject({
      answers: z
        .record(uuid, z.string().max(ANSWER_MAX))
        .optional()
        .describe('answers by question id, saved (over any saved before) and marked with the rest; optional when they were saved one by one'),
    }),
    response: resultsSchema,
  },
  results: { method: 'get', path: '/api/test-prep/attempts/{attemptId}/results', access: 'user', params: attemptParams, response: resultsSchema, errors: [409] },
  latestResults: {
    method: 'get',
    path: '/api/test-prep/tests/{testId}/results',
    access: 'user',
    params: testParams,
    response: resultsSchema,
  },
  publicTests: {
    method: 'get',
    path: '/api/tests',
    access: 'public',
    query: testprepPage.extend({
      subject: z.string().max(120).optional().describe('a subject slug'),
      kind: z.enum(QUESTION_KINDS).optional(),
      q: z.string().trim().max(200).optional(),
    }),
    response: pageOf(publicTestSchema),
  },
  publicTest: {
    method: 'get',
    path: '/api/tests/{ref}',
    access: 'public',
    params: z.object({ ref: z.string().min(1).max(140).describe('the test id or its slug') }),
    response: testViewSchema,
  },
  grade: {
    method: 'post',
    path: '/api/tests/{ref}/grade',
    access: 'public',
    params: z.object({ ref: z.string().min(1).max(140) }),
    body: z.object({ answers: z.record(z.string(), z.string().max(ANSWER_MAX)) }),
    response: resultsSchema,
  },
} as const;
