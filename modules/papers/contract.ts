// Papers' HTTP contract, messages and defaults (spec 001 §3, §5, §8, §9). The web imports this file.
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';
import { AI_REQUEST_ERRORS, quotedPoints } from '../ai/contract.ts';

export const PAPER_MESSAGES = {
  mustSignIn: 'You must be logged in to save papers',
  notFound: 'Paper not found',
  loadFailed: 'Failed to load paper',
  saveFailed: 'Failed to save changes',
  createFailed: 'Failed to create paper',
  conflict: 'This paper was changed in another tab or window since you opened it. Load the newer text, or keep yours as a new version.',
  versionNotFound: 'Version not found',
  sourceNotAvailable: 'You can use as sources only documents you uploaded or bought.',
  toolbarPoints: 'Failed to use points for toolbar action',
  emptySelection: 'Select some text first.',
  userNotFound: 'User not found',
} as const;

/** The spec's autosave debounce (§9). The browser test shortens it with `?autosaveMs=`; nothing else may. */
export const AUTOSAVE_MS = 20_000;

export const paperLevels = ['high_school', 'undergraduate', 'masters', 'phd'] as const;
export const LEVEL_LABELS: Record<(typeof paperLevels)[number], string> = {
  high_school: 'High school', undergraduate: 'Undergraduate', masters: "Master's", phd: 'PhD',
};
export const citationStyles = ['APA_7', 'MLA', 'CHICAGO', 'HARVARD'] as const;
export type CitationStyle = (typeof citationStyles)[number];
export const STYLE_LABELS: Record<CitationStyle, string> = { APA_7: 'APA 7', MLA: 'MLA 9', CHICAGO: 'Chicago (author-date)', HARVARD: 'Harvard' };
export const paperMainTypes = ['essay', 'research-paper', 'report', 'literature-review', 'case-study', 'paper'] as const;

/** The toolbar's actions and the cost rule (modules/ai/costs.ts) each one is priced by. */
export const editorActions = [
  'improve-writing', 'make-natural', 'shorter', 'longer', 'custom-query', 'enhance-expression', 'rewrite-content', 'improve-content', 'content-analysis',
] as const;
export type EditorAction = (typeof editorActions)[number];
export const EDITOR_ACTION_LABELS: Record<EditorAction, string> = {
  'improve-writing': 'Improve writing',
  'make-natural': 'Make natural',
  shorter: 'Make shorter',
  longer: 'Make longer',
  'custom-query': 'Custom query',
  'enhance-expression': 'Enhance expression',
  'rewrite-content': 'Rewrite content',
  'improve-content': 'Improve content',
  'content-analysis': 'Content analysis',
};

export const GENERATE_MIN_WORDS = 50;
export const GENERATE_MAX_WORDS = 3000;
export const SELECTION_MAX = 20_000;
export const CONTENT_MAX = 2_000_000;

const uuid = z.uuid();
const year = z.number().int().min(1900).max(2100);

export const paperTypeSchema = z.object({
  mainType: z.string().trim().min(1).max(60).describe('essay, research-paper, ... or paper for the editor'),
  subType: z.string().trim().max(60).describe('editing for a paper the editor created'),
});

export const sourcesSchema = z
  .object({
    required: z.boolean(),
    inlineCitation: z.boolean(),
    count: z.number().int().min(0).max(50),
    yearRange: z.object({ start: year, end: year }),
    references: z.object({
      links: z.array(z.url({ protocol: /^https?$/ }).max(2000)).max(50).describe('web pages, cited as references only'),
      files: z.array(uuid).max(20).describe('documents you uploaded or bought; the draft quotes them'),
    }),
  })
  .refine((s) => s.yearRange.start <= s.yearRange.end, { message: 'The first year must not be after the last.', path: ['yearRange'] });
export type PaperSources = z.infer<typeof sourcesSchema>;

/** Source defaults when a paper is saved without a form (§5): required, inline citations, 5 sources, 1980 to 2025. */
export const SAVED_SOURCE_DEFAULTS: PaperSources = {
  required: true, inlineCitation: true, count: 5, yearRange: { start: 1980, end: 2025 }, references: { links: [], files: [] },
};

/** The new-paper form's defaults (§5): sources not required, count 0, from five years ago to this year. */
export function newPaperDefaults(now = new Date()) {
  const year = now.getUTCFullYear();
  return {
    title: '',
    paperType: { mainType: 'essay', subType: '' },
    level: 'undergraduate' as const,
    citationStyle: 'APA_7' as const,
    instructions: '',
    sources: { required: false, inlineCitation: true, count: 0, yearRange: { start: year - 5, end: year }, references: { links: [], files: [] } } as PaperSources,
  };
}

export const paperSummarySchema = z.object({
  id: uuid,
  title: z.string(),
  paperType: paperTypeSchema,
  wordCount: z.number().int(),
  level: z.enum(paperLevels),
  citationStyle: z.enum(citationStyles),
  status: z.literal('draft'),
  version: z.number().int().describe('the number of the latest version (0 before the first save of content)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaperSummary = z.infer<typeof paperSummarySchema>;

export const paperSchema = paperSummarySchema.extend({
  userId: uuid,
  content: z.string().describe("the editor's HTML (paragraphs, headings, lists, bold, italic)"),
  format: z.object({ citation: z.enum(citationStyles) }),
  sources: sourcesSchema,
  instructions: z.string(),
});
export type Paper = z.infer<typeof paperSchema>;

export const versionSummarySchema = z.object({
  number: z.number().int(),
  title: z.string().describe("'Version N'"),
  wordCount: z.number().int(),
  createdAt: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const diffPartSchema = z.object({ op: z.enum(['same', 'added', 'removed']), text: z.string() });
export type DiffPart = z.infer<typeof diffPartSchema>;

export const versionSchema = versionSummarySchema.extend({
  content: z.string(),
  diff: z.array(diffPartSchema).describe('paragraphs against the previous version (all added for version 1)'),
  diffCoarse: z.boolean().describe('true when the versions differ too much to compare paragraph by paragraph in bounded time: the diff then shows the common start and end, and the rest as removed and then added'),
});

const paperFields = {
  title: z.string().trim().min(1, 'Give the paper a title.').max(200),
  paperType: paperTypeSchema,
  level: z.enum(paperLevels),
  citationStyle: z.enum(citationStyles),
  sources: sourcesSchema,
  instructions: z.string().trim().max(5000),
};

export const createPaperBody = z.object({ ...paperFields, content: z.string().max(CONTENT_MAX).default('') });
export type CreatePaperBody = z.input<typeof createPaperBody>;

export const savePaperBody = z.object({
  baseVersion: z.number().int().min(0).describe('the version this text was based on; another save since then answers 409'),
  content: z.string().max(CONTENT_MAX).optional(),
  title: paperFields.title.optional(),
  paperType: paperFields.paperType.optional(),
  level: paperFields.level.optional(),
  citationStyle: paperFields.citationStyle.optional(),
  sources: paperFields.sources.optional(),
  instructions: paperFields.instructions.optional(),
});
export type SavePaperBody = z.input<typeof savePaperBody>;

export const costsSchema = z.object({
  provider: z.enum(['openai', 'local']).describe('which AI answers here: local works from your text and sources without a language model'),
  perHundredWords: z.number().int(),
  referenceSearch: z.number().int(),
  actions: z.record(z.enum(editorActions), z.number().int()),
});
export type PaperCosts = z.infer<typeof costsSchema>;

export const referenceSchema = z.object({
  kind: z.enum(['document', 'link']),
  id: z.string(),
  title: z.string(),
  url: z.string(),
  text: z.string().describe('the entry formatted in the paper’s citation style'),
});
export type PaperReference = z.infer<typeof referenceSchema>;

const requested = z.object({ actionId: uuid, points: z.number().int() });
const key = z.string().min(8).max(100).optional().describe('idempotency key: the same key again runs (and charges) once');
const paperParams = z.object({ id: uuid });
const papersQuery = pageQuery(20, 100, 10_000).extend({ q: z.string().trim().max(200).optional() });

export const papersRoutes = {
  list: { method: 'get', path: '/api/papers', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, query: papersQuery, response: pageOf(paperSummarySchema) },
  create: { method: 'post', path: '/api/papers', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, body: createPaperBody, response: paperSchema },
  fromEditor: {
    method: 'post',
    path: '/api/papers/from-editor',
    access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn,
    body: z.object({ content: z.string().max(CONTENT_MAX) }),
    response: paperSchema,
  },
  costs: { method: 'get', path: '/api/papers/costs', access: 'public', response: costsSchema },
  quote: { method: 'get', path: '/api/papers/quote', access: 'public', query: z.object({ words: z.coerce.number().int().min(1).max(GENERATE_MAX_WORDS) }), response: z.object({ points: z.number().int() }) },
  get: { method: 'get', path: '/api/papers/{id}', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, params: paperParams, response: paperSchema },
  save: { method: 'put', path: '/api/papers/{id}', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, params: paperParams, body: savePaperBody, response: paperSchema, errors: [409] },
  remove: { method: 'delete', path: '/api/papers/{id}', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, params: paperParams, response: z.object({ deleted: z.literal(true) }) },
  versions: { method: 'get', path: '/api/papers/{id}/versions', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, params: paperParams, response: z.object({ items: z.array(versionSummarySchema) }) },
  version: {
    method: 'get', path: '/api/papers/{id}/versions/{number}', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn,
    params: z.object({ id: uuid, number: z.coerce.number().int().min(1) }), response: versionSchema,
  },
  restore: {
    errors: [409],
    method: 'post', path: '/api/papers/{id}/versions/{number}/restore', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn,
    params: z.object({ id: uuid, number: z.coerce.number().int().min(1) }), body: z.object({ baseVersion: z.number().int().min(0) }), response: paperSchema,
  },
  references: { method: 'get', path: '/api/papers/{id}/references', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, params: paperParams, response: z.object({ style: z.enum(citationStyles), items: z.array(referenceSchema) }) },
  export: {
    method: 'get', path: '/api/papers/{id}/export', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, params: paperParams,
    query: z.object({ format: z.enum(['docx', 'pdf']) }), summary: 'The paper as a Word or PDF file, its references at the end',
  },
  generate: {
    errors: AI_REQUEST_ERRORS,
    method: 'post', path: '/api/papers/{id}/generate', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, params: paperParams,
    body: z.object({
      words: z.number().int().min(GENERATE_MIN_WORDS).max(GENERATE_MAX_WORDS).describe('how many words to write; 10 points per 100, rounded up'),
      section: z.string().trim().max(200).optional().describe('a section heading to write; the whole draft when absent'),
      key,
      points: quotedPoints,
    }),
    response: requested,
  },
  referenceSearch: {
    errors: AI_REQUEST_ERRORS,
    method: 'post', path: '/api/papers/{id}/reference-search', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn, params: paperParams,
    body: z.object({ query: z.string().trim().max(500).optional().describe('what to look for; the paper’s title and key terms when absent'), key, points: quotedPoints }),
    response: requested,
  },
  editorAction: {
    errors: AI_REQUEST_ERRORS,
    method: 'post', path: '/api/papers/editor-actions', access: 'user', guestMessage: PAPER_MESSAGES.mustSignIn,
    body: z.object({
      action: z.enum(editorActions),
      selection: z.string().trim().min(1, PAPER_MESSAGES.emptySelection).max(SELECTION_MAX),
      query: z.string().trim().max(500).optional().describe('the instruction of a custom query'),
      paperId: uuid.optional(),
      key,
      points: quotedPoints,
    }),
    response: requested,
  },
} as const;

// --- admin (§6: list all, reassign, delete, bulk delete) --------------------------------------------------------

export const adminPaperSchema = paperSummarySchema.extend({ owner: z.object({ id: uuid, email: z.string(), fullName: z.string() }) });
export type AdminPaper = z.infer<typeof adminPaperSchema>;
const reason = z.string().trim().min(1, 'Give a reason').max(1000);

export const adminPapersRoutes = {
  list: {
    method: 'get', path: '/api/admin/papers', access: 'admin',
    query: papersQuery.extend({ userId: uuid.optional() }), response: pageOf(adminPaperSchema),
  },
  reassign: {
    method: 'post', path: '/api/admin/papers/{id}/reassign', access: 'admin', params: paperParams,
    body: z.object({ email: z.email(), reason }), response: adminPaperSchema,
  },
  remove: {
    method: 'post', path: '/api/admin/papers/{id}/delete', access: 'admin', params: paperParams,
    body: z.object({ reason }), response: z.object({ deleted: z.number().int() }),
  },
  bulkRemove: {
    method: 'post', path: '/api/admin/papers/delete', access: 'admin',
    body: z.object({ ids: z.array(uuid).min(1).max(100), reason }), response: z.object({ deleted: z.number().int() }),
  },
} as const;

