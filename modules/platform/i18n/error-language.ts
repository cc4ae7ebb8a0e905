// The error envelope in the request's language: its message and its field messages, translated on the way out, so
// every module keeps throwing its English and every way an error is answered (thrown, or set as the body) is covered.
import type { Context } from 'koa';
import type { ErrorEnvelope, FieldErrors } from '../contract.ts';
import { DEFAULT_LANGUAGE } from '../http/language.ts';
import { apiLanguage } from './api-language.ts';
import { translateFinished } from './catalog.ts';

function isEnvelope(body: unknown): body is ErrorEnvelope {
  const error = (body as ErrorEnvelope | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}

export function answerErrorInLanguage(ctx: Context): void {
  if (!ctx.path.startsWith('/api/') || !isEnvelope(ctx.body)) return;
  const language = apiLanguage(ctx);
  if (language === DEFAULT_LANGUAGE) return;
  const { error } = ctx.body;
  const fields = error.fields
    ? (Object.fromEntries(Object.entries(error.fields).map(([key, messages]) => [key, messages.map((m) => translateFinished(language, m))])) as FieldErrors)
    : undefined;
  ctx.body = { error: { ...error, message: translateFinished(language, error.message), ...(fields ? { fields } : {}) } };
}
