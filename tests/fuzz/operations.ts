// The operations of /api/openapi.json as the fuzzer sees them: how each takes its input (JSON, a multipart upload,
// raw bytes, or nothing), and the few it drives by hand instead of in the loop, each with the reason.
import type { Schema } from './schema-arbitrary.ts';

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: Schema };

export type Operation = {
  /** `GET /api/things/{id}`: how failures and coverage are reported. */
  key: string;
  method: string;
  path: string;
  summary: string;
  parameters: Parameter[];
  body: Schema | null;
  /** How the request body is sent when the contract has none: an upload form, or the raw bytes of an image. */
  upload: 'multipart' | 'raw' | null;
};

/**
 * Not sent by the fuzzing loop, each handled deliberately where the reason says. Nothing else is left out.
 */
export const HANDLED_APART: Record<string, string> = {
  'GET /api/events': 'a server-sent event stream never ends by design: probed apart (opens with 200 and text/event-stream as every role, then closed)',
};

type OpenApi = { paths: Record<string, Record<string, { summary?: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>> };

export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const summary = op.summary ?? '';
      const body = op.requestBody?.content['application/json']?.schema ?? null;
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        summary,
        parameters: op.parameters ?? [],
        body,
        upload: body ? null : /multipart/i.test(summary) || (method === 'post' && path === '/api/documents') ? 'multipart' : /raw image/i.test(summary) ? 'raw' : null,
      });
    }
  }
  return ops;
}
