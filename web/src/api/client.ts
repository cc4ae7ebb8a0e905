// The typed fetch client. Every error the API sends is `{ error: { code, message, fields? } }`;
// it is thrown as an ApiError so pages can branch on status and code. Every unsafe request
// (POST, PUT, PATCH, DELETE) echoes the readable CSRF cookie in the CSRF header (double submit).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CSRF_COOKIE, CSRF_HEADER } from '../../../modules/accounts/contract.ts';
import type { ErrorEnvelope, FieldErrors } from '../../../modules/platform/contract.ts';
import { BUILD_HEADER, noteApiBuild } from '../pwa/build.ts';

export type { FieldErrors } from '../../../modules/platform/contract.ts';

/**
 * Words the client says itself, when the server sent none to show: in the page's language, from the global i18n the
 * browser activates. A server render activates no global language (each render has its own instance), so there they
 * stay in English.
 */
function own(message: MessageDescriptor, english: string): string {
  return i18n.locale ? i18n._(message) : english;
}

export const clientMessages = {
  unreachable: () =>
    own(msg`Could not reach Studyhall. Check your connection and try again.`, 'Could not reach Studyhall. Check your connection and try again.'),
  failed: () => own(msg`Something went wrong`, 'Something went wrong'),
  unreadable: () => own(msg`The server sent a response we could not read.`, 'The server sent a response we could not read.'),
  uploadFailed: () => own(msg`The upload failed.`, 'The upload failed.'),
  /** The service worker's answer for what it did not keep (web/src/pwa/offline-rules.ts), which has no i18n. */
  notKeptOffline: () =>
    own(
      msg`You are offline, and this is not saved on this device. Open it once online to read it offline.`,
      'You are offline, and this is not saved on this device. Open it once online to read it offline.',
    ),
};

/**
 * Fired when the server refused an AI action because its price changed since the page showed it (409
 * price_changed): the query client then refetches what is on screen, so the page shows the new price.
 */
export const PRICE_CHANGED_EVENT = 'studyhall:price-changed';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export type QueryValue = string | number | boolean | null | undefined;

/** Fills `{name}` placeholders of a contract path with URL-encoded values. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(value);
  });
}

export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The request a server render fetches on behalf of: this server's own origin and the headers that make the request
 * the visitor's (their cookie, user agent and address).
 */
export type ServerVisitor = { origin: string; headers: Record<string, string> };
let serverVisitor: () => ServerVisitor | undefined = () => undefined;

/** Set once by the server-render entry (per-request values come from its AsyncLocalStorage); never in a browser. */
export function setServerVisitor(current: () => ServerVisitor | undefined): void {
  serverVisitor = current;
}

type RequestOptions = {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  method?: Method;
  /** A JSON body. */
  body?: unknown;
  /** A raw body (an uploaded file), sent with its own content type. */
  raw?: Blob;
  /** A multipart form (files in `file`); the browser writes its content type with the boundary. */
  form?: FormData;
};

/** One cookie's value from a `document.cookie` string, or null. */
export function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The headers of a request: JSON accept, the body's type, and the CSRF echo on unsafe methods. */
export function requestHeaders(method: Method, cookies: string, contentType?: string): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE, cookies);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = withQuery(fillPath(path, options.params), options.query);
  const method = options.method ?? 'GET';
  let contentType: string | undefined;
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.raw) {
    body = options.raw;
    contentType = options.raw.type || 'application/octet-stream';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    contentType = 'application/json';
  }
  const visitor = serverVisitor();
  const headers = requestHeaders(method, globalThis.document?.cookie ?? '', contentType);
  if (visitor) Object.assign(headers, visitor.headers);
  const init: RequestInit = { method, signal: options.signal, credentials: 'same-origin', headers, body };
  let response: Response;
  try {
    response = await fetch(visitor ? visitor.origin + url : url, init);
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', clientMessages.unreachable());
  }
  noteApiBuild(response.headers?.get(BUILD_HEADER) ?? null);
  const text = await response.text();
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const err = (data as { error?: Partial<ErrorEnvelope['error']> } | undefined)?.error;
    if (err?.code === 'price_changed') globalThis.dispatchEvent?.(new Event(PRICE_CHANGED_EVENT));
    throw new ApiError(
      response.status,
      err?.code ?? `http_${response.status}`,
      err?.code === 'offline' ? clientMessages.notKeptOffline() : (err?.message ?? (response.statusText || clientMessages.failed())),
      err?.fields,
    );
  }
  if (data === undefined && text) {
    throw new ApiError(response.status, 'invalid_response', clientMessages.unreadable());
  }
  return data as T;
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions, 'method' | 'body' | 'raw' | 'form'> = {}) =>
  apiRequest<T>(path, options);

export const apiSend = <T>(method: Exclude<Method, 'GET'>, path: string, options: Omit<RequestOptions, 'method'> = {}) =>
  apiRequest<T>(path, { ...options, method });

/** The fields of an ApiError (400 validation answers), flattened to one message per field. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error.fields)) if (messages[0]) out[key] = messages[0];
  return out;
}
