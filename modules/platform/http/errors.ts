// The one error shape of DESIGN.md §5: { error: { code, message, fields? } } with the right status.
import type { z } from 'zod';

import type { ErrorEnvelope, FieldErrors } from '../contract.ts';

export type { FieldErrors };

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorEnvelope {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, fields?: FieldErrors, code = 'invalid_request') =>
  new HttpError(400, code, message, fields);
export const unauthorized = (message = 'User not authenticated') => new HttpError(401, 'unauthenticated', message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
export const unprocessable = (code: string, message: string) => new HttpError(422, code, message);
export const tooManyRequests = (message = 'Too many requests. Please try again later.') =>
  new HttpError(429, 'rate_limited', message);

/** Zod issues as field errors keyed by their dotted path ("" for the whole input). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
