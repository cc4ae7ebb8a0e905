// The query cache a server render filled, carried in the page to the browser's query client, so the first render in
// the browser is the one the server sent (hydration) and asks the api nothing again. Errors cross as their fields
// and become ApiErrors again: a page tells "not found" from "try again" by them.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError, clientMessages } from './client.ts';

/** The id of the `<script type="application/json">` holding the state: data, not code, so the CSP has no say. */
export const SERVER_STATE_ID = 'studyhall-server-state';

type CarriedError = { status: number; code: string; message: string; fields?: ApiError['fields'] };

const carried = (error: unknown, i18n: I18n | undefined): CarriedError =>
  error instanceof ApiError
    ? { status: error.status, code: error.code, message: error.message, fields: error.fields }
    : { status: 0, code: 'server_render', message: i18n ? i18n._(msg`Something went wrong`) : clientMessages.failed() };

/**
 * The settled queries as JSON that is safe inside a script element. `i18n` is the render's, for the words of a failure
 * that is not the api's (without it they are the client's own, in English on the server).
 */
export function serialiseServerState(client: QueryClient, i18n?: I18n): string {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error' });
  const queries = state.queries.map((query) =>
    query.state.status === 'error' ? { ...query, state: { ...query.state, error: carried(query.state.error, i18n), fetchFailureReason: null } } : query,
  );
  // `<` escaped: no `</script>` or `<!--` in a title can end the element early.
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** Fills the browser's query client from the state the server put in the page; false when there is none. */
export function hydrateServerState(client: QueryClient, doc: Document): boolean {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return false;
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as CarriedError | null;
    if (!error) continue;
    // The error stays on screen while the browser asks again (as the server showed it): a query with no data and
    // no update time would otherwise show as loading on its first render, which is not what the server sent.
    Object.assign(query.state, { error: new ApiError(error.status, error.code, error.message, error.fields), dataUpdatedAt: query.state.errorUpdatedAt });
  }
  hydrate(client, state);
  return true;
}
