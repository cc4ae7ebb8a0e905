// /api/openapi.json, generated from the route contracts (zod's own JSON Schema output).
import { z } from 'zod';
import type { RouteSpec } from './api-router.ts';

const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.array(z.string())).optional() }),
});

function schemaOf(type: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' });
}

function parametersOf(type: z.ZodType | undefined, where: 'query' | 'path') {
  if (!type) return [];
  const schema = schemaOf(type, 'input') as { properties?: Record<string, any>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    description: property.description,
    schema: property,
  }));
}

export function openApiDocument(specs: RouteSpec[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of specs) {
    paths[spec.path] ??= {};
    paths[spec.path]![spec.method] = {
      summary: spec.summary,
      tags: [spec.path.split('/')[2] ?? 'api'],
      ...(spec.access && spec.access !== 'public' ? { security: [{ session: [] }, { bearer: [] }] } : {}),
      parameters: [...parametersOf(spec.params, 'path'), ...parametersOf(spec.query, 'query')],
      ...(spec.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(spec.body, 'input') } } } }
        : {}),
      responses: {
        [spec.method === 'post' ? '201' : '200']: {
          description: 'OK',
          ...(spec.response ? { content: { 'application/json': { schema: schemaOf(spec.response, 'output') } } } : {}),
        },
        default: { description: 'Error', content: { 'application/json': { schema: schemaOf(errorBody, 'output') } } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info,
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sh_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
