// A webhook's body, read once as the exact bytes the provider sent (the body parser skips `rawBody` routes) and
// parsed once: Stripe's signature is checked over those bytes, PayPal is asked about the parsed event, and the
// handlers act on that same parsed object. Providers send JSON only; a form body or any other type is refused
// before anything is read, so no second parser ever sees a different event than the one verified.
import type { Context } from 'koa';
import { HttpError } from '../platform/index.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The body as text, decoded losslessly (invalid UTF-8 is refused, a BOM is kept and then fails to parse). */
export async function readWebhookBody(ctx: Context, limitBytes: number): Promise<string> {
  if (ctx.request.type !== 'application/json') {
    throw new HttpError(415, 'unsupported_media_type', 'Webhooks are accepted as application/json only.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw new HttpError(413, 'payload_too_large', 'The request body is too large.');
    chunks.push(chunk);
  }
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    throw invalid('The body is not UTF-8.');
  }
}

/** The one parse of a webhook body: a JSON object with an id, or 400. */
export function parseWebhookEvent<T extends { id?: unknown }>(text: string): T & { id: string } {
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    throw invalid('The body is not JSON.');
  }
  if (typeof event !== 'object' || event === null || Array.isArray(event)) throw invalid('The event is not a JSON object.');
  if (typeof (event as T).id !== 'string' || !(event as T).id) throw invalid('The event has no id.');
  return event as T & { id: string };
}

const invalid = (message: string) => new HttpError(400, 'invalid_payload', message);
