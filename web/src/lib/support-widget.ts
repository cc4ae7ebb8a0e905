// The live-chat support widget (spec 000 §1, spec 001 §1): where it may load, and handing it the
// signed-in user's identity. DOM-free apart from the injected `getWidget`, so it unit-tests in node.

/** What the widget script must put on `window` (documented in web/README.md). */
export type SupportWidgetIdentity = { id: string; email: string; nickname: string; avatar: string | null };
export type SupportWidgetApi = {
  identify: (identity: SupportWidgetIdentity) => void;
  /** Forget the identity (sign-out). Optional. */
  reset?: () => void;
  /** Hide or show the launcher (pages where it must not appear after it loaded elsewhere). Optional. */
  hide?: () => void;
  show?: () => void;
  /** Open the chat window (the help centre's Live Chat button). Optional: `show` is used when missing. */
  open?: () => void;
};

declare global {
  interface Window {
    StudyhallSupport?: SupportWidgetApi;
  }
}

const EXCLUDED: RegExp[] = [
  /^\/document-chat\/.+/, // a document chat
  /^\/dashboard\/document-chat\/[^/]+$/, // a document chat in the dashboard
  /^\/dashboard\/ai-writer\/paper/, // the AI writer's paper pages
  /^\/ai-flashcard-maker\/[^/]+$/, // a public flashcard deck
  /^\/flashcards\/[^/]+$/, // a shared flashcard deck
  /^\/dashboard\/ai-flashcard-maker\/deck\//, // decks in the dashboard
  /^\/xy-editor(\/|$)/, // the editor
  /^\/dashboard\/xyeditor/, // the editor in the dashboard
];

/**
 * Whether the support widget may appear on a path: everywhere except document-chat, AI writer paper,
 * flashcard deck and editor pages, where it would cover the work surface.
 */
export function supportWidgetAllowed(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return !EXCLUDED.some((re) => re.test(path));
}

export const IDENTIFY_RETRY_MS = 100;
export const IDENTIFY_TIMEOUT_MS = 5000;

type Timers = {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  now: () => number;
};

const realTimers: Timers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

/**
 * Calls `identify` as soon as the widget is ready: now if it is, else every 100 ms for up to 5 s.
 * Returns a cancel function (the user signed out or changed before the widget woke up).
 */
export function identifyWhenReady(
  getWidget: () => SupportWidgetApi | undefined,
  identity: SupportWidgetIdentity,
  timers: Timers = realTimers,
): () => void {
  const tryOnce = () => {
    const widget = getWidget();
    if (typeof widget?.identify !== 'function') return false;
    try {
      widget.identify(identity);
    } catch {
      // A broken widget must never break the app.
    }
    return true;
  };
  if (tryOnce()) return () => {};
  const started = timers.now();
  let id: unknown = null;
  id = timers.setInterval(() => {
    if (tryOnce() || timers.now() - started >= IDENTIFY_TIMEOUT_MS) {
      timers.clearInterval(id);
      id = null;
    }
  }, IDENTIFY_RETRY_MS);
  return () => {
    if (id !== null) timers.clearInterval(id);
    id = null;
  };
}
