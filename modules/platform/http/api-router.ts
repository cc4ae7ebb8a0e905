// Routes declared by their contract: every input parsed by a zod schema (a failed parse is a 400 with
// field errors), and every spec kept for /api/openapi.json.
import Router from '@koa/router';
import type { Context } from 'koa';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { apiLanguage } from '../i18n/api-language.ts';
import { badRequest, fieldErrors, HttpError } from './errors.ts';
import { DEFAULT_LANGUAGE, type Language } from './language.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Access = 'public' | 'user' | 'admin';

/** The signed-in user a route's handler is given: who the accounts module says is behind the request. */
export type SignedInUser = { id: string; email: string; fullName: string; role: 'user' | 'admin'; status: 'active' | 'suspended' };

/**
 * Who is behind a request, as the router asks it: the accounts module supplies one (its `access` in the registry),
 * so the platform enforces a route's declared access without importing any module.
 */
export type AccessResolver = {
  /** The signed-in user, or undefined for a guest (a suspended user's session counts as none). */
  current: (ctx: Context) => SignedInUser | undefined;
  /** The user a 'user' or 'admin' route admits, or throws the refusal (401 for a guest, 403 for a non-admin). */
  admit: (ctx: Context, access: 'user' | 'admin') => SignedInUser;
};

export type RouteSpec = {
  method: Method;
  /** OpenAPI style: `/api/things/{slug}`. */
  path: string;
  summary?: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /**
   * Who may call it, 'public' unless said. The router enforces it before the input is parsed (a guest never sees
   * validation errors of a route they may not use), and it feeds the OpenAPI document.
   */
  access?: Access;
  /** The 401 message a guest gets on this route, when the module words it its own way. */
  guestMessage?: string;
  /**
   * The refusals the route answers beyond those its access and input imply (400, 401, 403, 404 are derived), for
   * the OpenAPI document: 409 a conflict with the current state, 422 a well-formed request refused, 429 rate limited.
   */
  errors?: readonly (409 | 422 | 429)[];
  /** A multipart/form-data body the handler reads itself (uploads), for the OpenAPI document. */
  multipart?: { files: readonly string[]; fields?: z.ZodType };
  /**
   * The success status when it is not the router's 200 (201 for post): a post that creates nothing says 200, work
   * accepted for later 202, and 204 a handler that answers nothing.
   */
  status?: 200 | 201 | 202 | 204;
  /** The module that mounted it (set by `mountingFor`): the document's tag and the first part of its operationId. */
  module?: string;
  /**
   * The body parser leaves the request body alone and the handler reads the bytes from `ctx.req` itself:
   * webhooks verify a signature over exactly what was sent.
   */
  rawBody?: boolean;
};

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RouteInput<S extends RouteSpec> = {
  /** The signed-in user: always there on a 'user' or 'admin' route, a guest's undefined on a public one. */
  user: S['access'] extends 'user' | 'admin' ? SignedInUser : SignedInUser | undefined;
  query: Infer<S['query']>;
  params: Infer<S['params']>;
  body: Infer<S['body']>;
  ctx: Context;
  em: EntityManager;
};

export type ApiRouter = ReturnType<typeof createApiRouter>;

/**
 * The dotted path of a string (or key) holding U+0000 in an input, or null when there is none. A walk with its own
 * stack: a body nested thousands deep must not overflow the call stack (that too was a 500).
 */
function nulPath(value: unknown): string | null {
  type Step = { item: unknown; key: string; parent: Step | null };
  const pathOf = (step: Step | null): string => {
    const keys: string[] = [];
    for (let s = step; s?.parent; s = s.parent) keys.unshift(s.key);
    return keys.join('.');
  };
  const stack: Step[] = [{ item: value, key: '', parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    if (typeof step.item === 'string') {
      if (step.item.includes('\u0000')) return pathOf(step);
    } else if (step.item && typeof step.item === 'object') {
      for (const [key, item] of Object.entries(step.item)) {
        if (key.includes('\u0000')) return pathOf(step);
        stack.push({ item, key, parent: step });
      }
    }
  }
  return null;
}

/**
 * Zod's own messages ("Invalid input: expected string…") in the request's language: a failed input is parsed again
 * with that language's messages (only when it failed, so a valid request pays nothing). The schemas' own
 * messages are English and go through the catalog with the rest of the error.
 */
function issuesIn(language: Language, schema: z.ZodType, value: unknown, error: z.ZodError): z.ZodError {
  if (language === DEFAULT_LANGUAGE) return error;
  return schema.safeParse(value, { error: z.locales[language]().localeError }).error ?? error;
}

export function parseInput<T extends z.ZodType>(schema: T, value: unknown, where: string, language: Language = DEFAULT_LANGUAGE): z.output<T> {
  // PostgreSQL text cannot hold U+0000: refused here, where it names the field, not as a failed query (a 500).
  const nul = nulPath(value);
  if (nul !== null) throw badRequest(`Invalid ${where}: ${nul || where} contains a NUL character`, { [nul || where]: ['contains a NUL character'] });
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const error = issuesIn(language, schema, value ?? {}, result.error);
    const fields = fieldErrors(error);
    const first = error.issues[0];
    const field = first?.path.join('.') || where;
    const detail = (first?.message ?? 'is invalid').replace(/\s+/g, ' ');
    throw badRequest(`Invalid ${where}: ${field} ${detail}`, fields);
  }
  return result.data;
}

/** What a route answers when it succeeds: its declared status, else 201 for post and 200 otherwise. */
export function successStatus(spec: RouteSpec): number {
  return spec.status ?? (spec.method === 'post' ? 201 : 200);
}

function admitted(resolver: AccessResolver | undefined, spec: RouteSpec, ctx: Context): SignedInUser | undefined {
  const access = spec.access ?? 'public';
  if (access === 'public') return resolver?.current(ctx);
  if (!resolver) throw new Error(`No access resolver: ${spec.method} ${spec.path} is declared '${access}'`);
  if (spec.guestMessage && !resolver.current(ctx)) throw new HttpError(401, 'unauthenticated', spec.guestMessage);
  return resolver.admit(ctx, access);
}

/** `access`: who is signed in (the accounts module's resolver); without it only public routes can answer. */
export function createApiRouter(options: { access?: AccessResolver } = {}) {
  // Strict and case-sensitive: a route answers only its own declared path, so a guard or exemption that compares
  // `ctx.path` with that path sees exactly what the router matched (`/api/auth/Login` and `/api/auth/login/` are 404s,
  // not the login route with the sign-in guard's exact comparison missing them).
  const router = new Router({ strict: true, sensitive: true });
  const specs: RouteSpec[] = [];
  const rawBodyPaths: RegExp[] = [];
  let mountedBy = 'platform';
  return {
    router,
    specs,
    /** Whether a request path belongs to a `rawBody` route (the body parser skips those). */
    takesRawBody: (path: string) => rawBodyPaths.some((p) => p.test(path)),
    /** Routes added from now on belong to this module (the composition mounts each module's routes after it). */
    mountingFor(module: string) {
      mountedBy = module;
    },
    /**
     * Mounts a handler behind its declared access; what it returns becomes the JSON body with the declared status
     * (`successStatus`). A handler that sets `ctx.body` itself (a stream, a redirect) keeps what it set.
     */
    add<S extends RouteSpec>(spec: S, handler: (input: RouteInput<S>) => Promise<unknown> | unknown) {
      specs.push(spec.module ? spec : { ...spec, module: mountedBy });
      const koaPath = spec.path.replace(/\{(\w+)\}/g, ':$1');
      if (spec.rawBody) rawBodyPaths.push(new RegExp(`^${spec.path.replace(/\{\w+\}/g, '[^/]+')}$`));
      router[spec.method](koaPath, async (ctx: Context) => {
        const user = admitted(options.access, spec, ctx);
        const input = {
          user,
          query: spec.query ? parseInput(spec.query, ctx.query, 'query', apiLanguage(ctx)) : undefined,
          params: spec.params ? parseInput(spec.params, ctx.params, 'path', apiLanguage(ctx)) : undefined,
          body: spec.body ? parseInput(spec.body, (ctx.request as any).body, 'body', apiLanguage(ctx)) : undefined,
          ctx,
          em: ctx.state.em as EntityManager,
        } as RouteInput<S>;
        const result = await handler(input);
        if (result !== undefined && ctx.body === undefined) {
          ctx.status = successStatus(spec);
          ctx.body = result;
        } else if (result === undefined && ctx.body === undefined && spec.status === 204) {
          ctx.status = 204;
        }
      });
    },
  };
}
