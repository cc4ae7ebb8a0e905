// Installing the app: the browser's own prompt where it offers one (Chrome and Edge on Android and desktop fire
// `beforeinstallprompt`, kept here until /download asks for it), Add to Home Screen on iOS Safari, and whether this
// is the installed app already. A store React reads with useSyncExternalStore (useInstall).
import { useSyncExternalStore } from 'react';

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

export type InstallState =
  | 'installed' // running as the installed app, or installed from this page just now
  | 'prompt' // the browser offers its install dialog
  | 'ios' // Safari on iPhone or iPad: Share, then Add to Home Screen
  | 'manual'; // another browser: its own menu (Firefox on Android: Install; Safari on a Mac: Add to Dock)

let deferred: InstallPromptEvent | null = null;
let installedNow = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Started once by register.ts, on every page, before the browser can fire its event. */
export function listenForInstall(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  addEventListener('appinstalled', () => {
    deferred = null;
    installedNow = true;
    changed();
  });
}

function state(): InstallState {
  if (installedNow || matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone) return 'installed';
  if (deferred) return 'prompt';
  const ua = navigator.userAgent;
  const iOS = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return iOS ? 'ios' : 'manual';
}

/** Shows the browser's install dialog; resolves with whether the student accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installedNow = true;
  changed();
  return outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The install state; null while rendering on the server and at hydration (the browser decides it). */
export function useInstall(): InstallState | null {
  return useSyncExternalStore(subscribe, state, () => null);
}
