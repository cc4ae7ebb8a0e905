// Loaded after the first page has loaded (main.tsx): registers the service worker where there is one, listens for
// the browser's install prompt, sends flashcard reviews queued offline when the connection returns, and carries out
// the update rule (web/README.md, "Installable app"): once the api answers from a newer build, the page says so, and
// its next navigation is a full page load of the new app, the waiting worker taking over first.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiIsNewer, NEW_VERSION_EVENT } from './build.ts';
import { QUEUE_DB } from './forget.ts';
import { listenForInstall } from './install.ts';

listenForInstall();
// The update rule holds without a worker too (a browser without them, or with them blocked).
const registration = 'serviceWorker' in navigator ? navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => null) : Promise.resolve(null);

const sendReviews = () => void import('./review-queue.ts').then((queue) => queue.sendQueuedReviews());
addEventListener('online', sendReviews);
// At start only when a queue exists (indexedDB.databases is missing in older browsers: then look anyway).
void (indexedDB.databases?.() ?? Promise.resolve([{ name: QUEUE_DB }])).then((dbs) => {
  if (navigator.onLine && dbs.some((db) => db.name === QUEUE_DB)) sendReviews();
});

if (apiIsNewer()) onNewVersion();
else addEventListener(NEW_VERSION_EVENT, onNewVersion, { once: true });

function onNewVersion() {
  void registration.then((r) => r?.update().catch(() => undefined));
  // In-app links move by history.pushState: from now on each is a full load of the new app instead.
  history.pushState = (_state, _unused, url) => reload(url ? String(url) : location.href);
  showNotice();
}

async function reload(url: string) {
  const waiting = (await registration)?.waiting;
  if (waiting) {
    const taken = new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    waiting.postMessage({ type: 'SKIP_WAITING' });
    await Promise.race([taken, new Promise((done) => setTimeout(done, 3000))]);
  }
  location.assign(url);
}

function showNotice() {
  const notice = document.createElement('div');
  notice.className = 'update-notice';
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'update-notice';
  const text = document.createElement('span');
  // Outside React: the browser's one i18n, active in the page's language, with this chunk's messages loaded.
  text.textContent = i18n._(msg`A new version of Studyhall is ready.`);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn--primary btn--sm';
  button.textContent = i18n._(msg`Reload`);
  button.addEventListener('click', () => void reload(location.href));
  notice.append(text, button);
  document.body.append(notice);
}
