// One EventSource on /api/events for the whole app, opened while someone listens and the user is signed in,
// reopened after a drop (the browser retries network errors itself; a closed stream is reopened here with a
// growing delay). Listeners subscribe by event name (the message type); `onOpen` listeners hear every (re)open,
// so they can refetch what a gap may have missed.
import { useEffect, useRef } from 'react';

type Listener = (data: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
const openListeners = new Set<() => void>();
let source: EventSource | null = null;
let users = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = 1000;

function dispatch(type: string, event: MessageEvent) {
  let data: unknown = null;
  try {
    data = JSON.parse(String(event.data));
  } catch {
    return;
  }
  for (const fn of listeners.get(type) ?? []) fn(data);
}

const bound = new Set<string>();

function bind(type: string) {
  if (!source || bound.has(type)) return;
  bound.add(type);
  source.addEventListener(type, (e) => dispatch(type, e as MessageEvent));
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource('/api/events', { withCredentials: true });
  bound.clear();
  for (const type of listeners.keys()) bind(type);
  source.onopen = () => {
    retryDelay = 1000;
    for (const fn of openListeners) fn();
  };
  source.onerror = () => {
    if (source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting by itself
    close();
    if (users > 0) {
      retryTimer = setTimeout(open, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 30_000);
    }
  };
}

function close() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  source?.close();
  source = null;
  bound.clear();
}

/** Listens to one message type of the user's stream while `enabled` (signed in). */
export function useRealtime(type: string, onMessage: Listener, enabled: boolean, onOpen?: () => void) {
  const handler = useRef(onMessage);
  const opened = useRef(onOpen);
  handler.current = onMessage;
  opened.current = onOpen;
  useEffect(() => {
    if (!enabled) return;
    const fn: Listener = (data) => handler.current(data);
    const openFn = () => opened.current?.();
    let set = listeners.get(type);
    if (!set) listeners.set(type, (set = new Set()));
    set.add(fn);
    openListeners.add(openFn);
    users += 1;
    open();
    bind(type);
    return () => {
      set.delete(fn);
      if (set.size === 0) listeners.delete(type);
      openListeners.delete(openFn);
      users -= 1;
      if (users === 0) close();
    };
  }, [type, enabled]);
}
