// The typed fetch client. Every error the API sends is `{ error: { code, message, fields? } }`;
// it is thrown as an ApiError so pages can branch on status and code.

export type FieldErrors = Record<string, string[]>;

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

type RequestOptions = {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = withQuery(fillPath(path, options.params), options.query);
  const init: RequestInit = {
    method: options.method ?? 'GET',
    signal: options.signal,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'Could not reach Studyhall. Check your connection and try again.');
  }
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
    const err = (data as { error?: { code?: string; message?: string; fields?: FieldErrors } } | undefined)?.error;
    throw new ApiError(
      response.status,
      err?.code ?? `http_${response.status}`,
      err?.message ?? (response.statusText || 'Something went wrong'),
      err?.fields,
    );
  }
  if (data === undefined && text) {
    throw new ApiError(response.status, 'invalid_response', 'The server sent a response we could not read.');
  }
  return data as T;
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, options);
