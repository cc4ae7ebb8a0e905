// The AI platform's HTTP contract, messages and realtime event names. The web imports this file.
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';

export const AI_MESSAGES = {
  notFound: 'AI action not found',
  dailyCap: "You have reached today's limit for this tool. Please try again tomorrow.",
  tooFast: 'You are asking too quickly. Please wait a moment and try again.',
  failed: 'The answer could not be produced. Your points were returned.',
  interrupted: 'The answer was interrupted. Your points were returned.',
  priceChanged: (points: number) => `The price of this action changed to ${points} points. Check the new price and try again.`,
} as const;

/** The price a page showed before an action, sent with the request: the server refuses (409 price_changed) if it changed since. */
export const quotedPoints = z.number().int().min(0).optional().describe('the price shown to the user; 409 price_changed if it is no longer the price');

/**
 * What every route that requests an AI action (requestAiAction) may refuse, for its spec's `errors`: 409 price_changed,
 * 422 insufficient_points, 429 rate_limited (too fast, or the tool's daily cap).
 */
export const AI_REQUEST_ERRORS = [409, 422, 429] as const;

/**
 * Server-sent events on the user's channel (`user:{id}`, the platform's /api/events). `token` carries answer
 * text as it is produced, with its offset in the answer, so a client that loaded the partial text appends only
 * what follows; `status` says an action moved (running, done, failed): on done or failed read the action again.
 */
export const AI_REALTIME = { token: 'ai.token', status: 'ai.status' } as const;
export type AiTokenEvent = { actionId: string; offset: number; delta: string };
export type AiStatusEvent = { actionId: string; tool: string; status: AiActionStatus };

export const aiActionStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type AiActionStatus = (typeof aiActionStatuses)[number];

export const citationSchema = z.object({
  page: z.number().int().describe('the cited page, 1-based'),
  sourceId: z.uuid().describe('the source (document) the page belongs to'),
  quote: z.string().describe('the start of the passage the citation points at'),
});

export const aiActionSchema = z.object({
  id: z.uuid(),
  tool: z.string(),
  status: z.enum(aiActionStatuses),
  points: z.number().int().describe('points charged (given back when the action failed)'),
  refunded: z.boolean(),
  provider: z.enum(['openai', 'local']).nullable().describe('which provider answered: local is the embedded, extractive one'),
  model: z.string().nullable(),
  text: z.string().describe('the answer so far (all of it once done)'),
  citations: z.array(citationSchema),
  result: z.unknown().describe("the tool's structured result, if any"),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AiActionView = z.infer<typeof aiActionSchema>;

export const aiUsageSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  tool: z.string(),
  status: z.enum(aiActionStatuses),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  points: z.number().int(),
  refunded: z.boolean(),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  passagesUsed: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type AiUsageEntry = z.infer<typeof aiUsageSchema>;

export const aiRoutes = {
  prices: {
    method: 'get',
    path: '/api/ai/prices',
    access: 'public',
    response: z.object({
      prices: z.record(z.string(), z.record(z.string(), z.number().int())).describe("each cost rule's numbers as they apply now, by rule (COST_RULES names them)"),
    }),
  },
  action: {
    method: 'get',
    path: '/api/ai/actions/{id}',
    access: 'user',
    params: z.object({ id: z.uuid() }),
    response: aiActionSchema,
  },
  usage: {
    method: 'get',
    path: '/api/admin/ai/actions',
    access: 'admin',
    query: pageQuery(50).extend({
      tool: z.string().max(40).optional(),
      userId: z.uuid().optional(),
    }),
    response: pageOf(aiUsageSchema),
  },
} as const;

// The cost rules (pure data): the admin settings page and the settings module's validation read them too.
export * from './costs.ts';
