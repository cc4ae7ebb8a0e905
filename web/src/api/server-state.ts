// The query cache a server render filled, carried in the page to the browser's query client, so the first render in
// the browser is the one the server sent (hydration) and asks the api nothing again. Errors cross as their fields
// and become ApiErrors again: a page tells "not found" from "try again" by them.
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/** The id of the `<script type="application/json">` holding the state: data, not code, so the CSP has no say. */
export const SERVER_STATE_ID = 'studyhall-server-state';

type CarriedError = { status: number; code: string; message: string; fields?: ApiError['fields'] };

const carried = (error: unknown): CarriedError =>
  error instanceof ApiError
    ? { status: error.status, code: error.code, message: error.message, fields: error.fields }
    : { status: 0, code: 'server_render', message: 'Something went wrong' };

type ServerState = DehydratedState & { pages?: string[] };

/** The settled queries, and the route pages rendered (lib/route-pages.ts), as JSON safe inside a script element. */
export function serialiseServerState(client: QueryClient, pages: string[]): string {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error' });
  const queries = state.queries.map((query) =>
    query.state.status === 'error' ? { ...query, state: { ...query.state, error: carried(query.state.error), fetchFailureReason: null } } : query,
  );
  // `<` escaped: no `</script>` or `<!--` in a title can end the element early.
  return JSON.stringify({ ...state, queries, pages }).replace(/</g, '\\u003c');
}

/**
 * Fills the browser's query client from the state the server put in the page. Answers the route pages the server
 * rendered (to load before hydrating), or null when the page was not server-rendered.
 */
export function hydrateServerState(client: QueryClient, doc: Document): string[] | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as ServerState;
  for (const query of state.queries) {
    const error = query.state.error as CarriedError | null;
    if (!error) continue;
    // The error stays on screen while the browser asks again (as the server showed it): a query with no data and
    // no update time would otherwise show as loading on its first render, which is not what the server sent.
    Object.assign(query.state, { error: new ApiError(error.status, error.code, error.message, error.fields), dataUpdatedAt: query.state.errorUpdatedAt });
  }
  hydrate(client, state);
  return state.pages ?? [];
}
