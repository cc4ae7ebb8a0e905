// /download: the app, installed from the browser (issue #30). Where the browser offers its own install dialog
// (Chrome and Edge on Android and desktop) the button opens it; Safari on iPhone and iPad gets the Add to Home Screen
// steps; the installed app says so. It says plainly what the installed app does offline and what needs a connection.
import { Apple, Check, CloudOff, Download, Laptop, Monitor, MoreVertical, Share, ShieldCheck, Smartphone, SquarePlus, Wifi } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { LogoMark } from '../components/layout/Logo.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { type InstallState, promptInstall, useInstall } from '../pwa/install.ts';

const platforms = [
  { name: 'iPhone & iPad', how: 'Safari: Share, then Add to Home Screen', Icon: Apple, color: '#0f172a' },
  { name: 'Android', how: 'Chrome, Edge or Samsung Internet: Install app', Icon: Smartphone, color: '#059669' },
  { name: 'Windows', how: 'Chrome or Edge: the install icon in the address bar', Icon: Monitor, color: '#2563eb' },
  { name: 'macOS', how: 'Chrome or Edge: install icon; Safari: File, then Add to Dock', Icon: Laptop, color: '#7c3aed' },
];

const offline = [
  'Documents you own or bought, once you have opened them on this device: the full PDF and the readable pages.',
  'Your flashcard decks, once opened: study them with spaced repetition; your grades are kept on the device and sent when you are back online.',
  'The pages you have visited open from the app’s saved copy, with a notice that you are offline.',
];
const online = [
  'Search, buying documents, uploading, and your wallet.',
  'The AI tools: Homework Helper, Document Chat, the AI Writer and making new flashcards.',
  'Documents and decks you have not opened on this device yet.',
];

export default function DownloadPage() {
  usePageMeta({
    title: 'Install the Studyhall app',
    description:
      'Install Studyhall on iPhone, iPad, Android, Windows and macOS from your browser: your documents and flashcards on your home screen, readable offline.',
  });
  const install = useInstall();
  return (
    <>
      <section className="dl-hero">
        <div className="container dl-hero__inner">
          <div className="dl-hero__copy">
            <p className="eyebrow">The Studyhall app</p>
            <h1 className="dl-hero__title">Your notes on your home screen, even on the train</h1>
            <p className="dl-hero__lead">
              Install Studyhall from your browser in one step. It opens like any app, keeps the documents you bought and your flashcard
              decks readable offline, and updates itself. No app store, nothing to download but the app itself.
            </p>
            <InstallAction state={install} />
          </div>
          <div className="dl-hero__art" aria-hidden="true">
            <div className="dl-phone">
              <div className="dl-phone__screen">
                <LogoMark size={64} />
                <span className="dl-phone__name">Studyhall</span>
                <span className="dl-phone__badge">
                  <CloudOff /> Works offline
                </span>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--tight">
        <div className="container">
          <h2 className="dl-h2">On every device you study on</h2>
          <ul className="grid grid--4 dl-platforms">
            {platforms.map(({ name, how, Icon, color }) => (
              <li key={name} className="card card--pad device-card">
                <span className="icon-tile icon-tile--lg" style={{ ['--tile-color' as string]: color }}>
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="device-card__title">{name}</h3>
                <p>{how}</p>
                <span className="badge badge--success">
                  <Check aria-hidden="true" /> Available now
                </span>
              </li>
            ))}
          </ul>

          <div className="dl-offline">
            <div className="card card--pad dl-offline__col">
              <h2 className="dl-h3">
                <CloudOff aria-hidden="true" /> Works offline
              </h2>
              <ul className="dl-list">
                {offline.map((line) => (
                  <li key={line}>
                    <Check aria-hidden="true" /> {line}
                  </li>
                ))}
              </ul>
            </div>
            <div className="card card--pad dl-offline__col">
              <h2 className="dl-h3">
                <Wifi aria-hidden="true" /> Needs a connection
              </h2>
              <ul className="dl-list dl-list--muted">
                {online.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>
          <p className="dl-privacy">
            <ShieldCheck aria-hidden="true" />
            <span>
              What the app keeps is kept for you alone, and only what you may read: signing out removes it from the device. When we release a
              new version, the app loads it at your next step, so it never shows you an old page against new data.
            </span>
          </p>
          <p className="dl-more">
            Prefer the browser? Everything works there too. <Link href="/subjects">Start studying</Link>
          </p>
        </div>
      </section>
    </>
  );
}

/** The install step this browser offers; nothing yet while the page hydrates (the server cannot know). */
function InstallAction({ state }: { state: InstallState | null }) {
  const [dismissed, setDismissed] = useState(false);
  if (state === null) return <div className="dl-action" />;
  if (state === 'installed') {
    return (
      <div className="dl-action">
        <p className="dl-installed" role="status" data-testid="install-state">
          <Check aria-hidden="true" /> Studyhall is installed on this device. Open it from your home screen, dock or start menu.
        </p>
      </div>
    );
  }
  if (state === 'prompt') {
    return (
      <div className="dl-action">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          data-testid="install-button"
          onClick={() => void promptInstall().then((accepted) => setDismissed(!accepted))}
        >
          <Download aria-hidden="true" /> Install Studyhall
        </button>
        <p className="dl-action__note">{dismissed ? 'Not installed. You can install it any time from here.' : 'Free, and it opens in its own window.'}</p>
      </div>
    );
  }
  if (state === 'ios') {
    return (
      <div className="dl-action">
        <ol className="dl-steps" data-testid="install-steps" aria-label="Add Studyhall to your Home Screen">
          <li>
            <span className="dl-steps__icon">
              <Share aria-hidden="true" />
            </span>
            In Safari, tap <strong>Share</strong> in the toolbar.
          </li>
          <li>
            <span className="dl-steps__icon">
              <SquarePlus aria-hidden="true" />
            </span>
            Scroll down and tap <strong>Add to Home Screen</strong>.
          </li>
          <li>
            <span className="dl-steps__icon">
              <Check aria-hidden="true" />
            </span>
            Tap <strong>Add</strong>. Studyhall is on your Home Screen.
          </li>
        </ol>
        <p className="dl-action__note">In another browser on iPhone, open this page in Safari first.</p>
      </div>
    );
  }
  return (
    <div className="dl-action">
      <ol className="dl-steps" data-testid="install-steps" aria-label="Install Studyhall from your browser">
        <li>
          <span className="dl-steps__icon">
            <Download aria-hidden="true" />
          </span>
          <span>
            <strong>Chrome or Edge</strong>: the install icon at the right of the address bar, or the menu, then <strong>Install Studyhall</strong>.
          </span>
        </li>
        <li>
          <span className="dl-steps__icon">
            <MoreVertical aria-hidden="true" />
          </span>
          <span>
            <strong>Firefox on Android</strong>: the menu, then <strong>Install</strong>. <strong>Safari on a Mac</strong>: File, then{' '}
            <strong>Add to Dock</strong>.
          </span>
        </li>
      </ol>
      <p className="dl-action__note">Firefox on a computer cannot install apps: use Studyhall in the browser, or open this page in Chrome or Edge.</p>
    </div>
  );
}
