// Routes declared by their contract: every input parsed by a zod schema (a failed parse is a 400 with
// field errors), and every spec kept for /api/openapi.json.
import Router from '@koa/router';
import type { Context } from 'koa';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { badRequest, fieldErrors } from './errors.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type RouteSpec = {
  method: Method;
  /** OpenAPI style: `/api/things/{slug}`. */
  path: string;
  summary?: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Who may call it, for the OpenAPI document: 'public' unless said. */
  access?: 'public' | 'user' | 'admin';
  /**
   * The body parser leaves the request body alone and the handler reads the bytes from `ctx.req` itself:
   * webhooks verify a signature over exactly what was sent.
   */
  rawBody?: boolean;
};

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RouteInput<S extends RouteSpec> = {
  query: Infer<S['query']>;
  params: Infer<S['params']>;
  body: Infer<S['body']>;
  ctx: Context;
  em: EntityManager;
};

export type ApiRouter = ReturnType<typeof createApiRouter>;

export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = result.error.issues[0];
    const field = first?.path.join('.') || where;
    throw badRequest(`Invalid ${where}: ${field} ${first?.message ?? 'is invalid'}`.replace(/\s+/g, ' '), fields);
  }
  return result.data;
}

export function createApiRouter() {
  const router = new Router();
  const specs: RouteSpec[] = [];
  const rawBodyPaths: RegExp[] = [];
  return {
    router,
    specs,
    /** Whether a request path belongs to a `rawBody` route (the body parser skips those). */
    takesRawBody: (path: string) => rawBodyPaths.some((p) => p.test(path)),
    /** Mounts a handler; what it returns becomes the JSON body (status 200, or 201 for post). */
    add<S extends RouteSpec>(spec: S, handler: (input: RouteInput<S>) => Promise<unknown> | unknown) {
      specs.push(spec);
      const koaPath = spec.path.replace(/\{(\w+)\}/g, ':$1');
      if (spec.rawBody) rawBodyPaths.push(new RegExp(`^${spec.path.replace(/\{\w+\}/g, '[^/]+')}$`));
      router[spec.method](koaPath, async (ctx: Context) => {
        const input = {
          query: spec.query ? parseInput(spec.query, ctx.query, 'query') : undefined,
          params: spec.params ? parseInput(spec.params, ctx.params, 'path') : undefined,
          body: spec.body ? parseInput(spec.body, (ctx.request as any).body, 'body') : undefined,
          ctx,
          em: ctx.state.em as EntityManager,
        } as RouteInput<S>;
        const result = await handler(input);
        if (result !== undefined && ctx.body === undefined) {
          ctx.status = spec.method === 'post' ? 201 : 200;
          ctx.body = result;
        }
      });
    },
  };
}
