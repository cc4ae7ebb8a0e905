// Which build of the app this page runs, against the build the api answers from (`X-Studyhall-Build`, the id the
// server reads from the web build it serves). A page that finds the api newer is told once (NEW_VERSION_EVENT):
// its next navigation loads the new app (register.ts), so an old app never goes on talking to a newer api.
export const BUILD_HEADER = 'x-studyhall-build';
export const NEW_VERSION_EVENT = 'studyhall:new-version';

let appBuild: string | null | undefined;
let newer = false;

/** Called with every api answer's build header (a server render has no document and never is "stale"). */
export function noteApiBuild(apiBuild: string | null): void {
  if (!apiBuild || newer || typeof document === 'undefined') return;
  appBuild ??= document.querySelector('meta[name="studyhall-build"]')?.getAttribute('content') ?? null;
  if (!appBuild || apiBuild === appBuild) return;
  newer = true;
  dispatchEvent(new Event(NEW_VERSION_EVENT));
}

export const apiIsNewer = () => newer;
