// /download: the app, installed from the browser (issue #30). Where the browser offers its own install dialog
// (Chrome and Edge on Android and desktop) the button opens it; Safari on iPhone and iPad gets the Add to Home Screen
// steps; the installed app says so. It says plainly what the installed app does offline and what needs a connection.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Apple, Check, type LucideIcon, CloudOff, Download, Laptop, Monitor, MoreVertical, Share, ShieldCheck, Smartphone, SquarePlus, Wifi } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { LogoMark } from '../components/layout/Logo.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { type InstallState, promptInstall, useInstall } from '../pwa/install.ts';

// Browser menu items are named the way each browser names them in the reader's language.
const platforms: { name: MessageDescriptor; how: MessageDescriptor; Icon: typeof Apple; color: string }[] = [
  { name: msg`iPhone & iPad`, how: msg`Safari: Share, then Add to Home Screen`, Icon: Apple, color: '#0f172a' },
  { name: msg`Android`, how: msg`Chrome, Edge or Samsung Internet: Install app`, Icon: Smartphone, color: '#059669' },
  { name: msg`Windows`, how: msg`Chrome or Edge: the install icon in the address bar`, Icon: Monitor, color: '#2563eb' },
  { name: msg`macOS`, how: msg`Chrome or Edge: install icon; Safari: File, then Add to Dock`, Icon: Laptop, color: '#7c3aed' },
];

const offline: MessageDescriptor[] = [
  msg`Documents you own or bought, once you have opened them on this device: the full PDF and the readable pages.`,
  msg`Your flashcard decks, once opened: study them with spaced repetition; your grades are kept on the device and sent when you are back online.`,
  msg`The pages you have visited open from the app’s saved copy, with a notice that you are offline.`,
];
const online: MessageDescriptor[] = [
  msg`Search, buying documents, uploading, and your wallet.`,
  msg`The AI tools: Homework Helper, Document Chat, the AI Writer and making new flashcards.`,
  msg`Documents and decks you have not opened on this device yet.`,
];

export default function DownloadPage() {
  const { t, i18n } = useLingui();
  usePageMeta({
    title: t`Install the Studyhall app`,
    description: t`Install Studyhall on iPhone, iPad, Android, Windows and macOS from your browser: your documents and flashcards on your home screen, readable offline.`,
  });
  const install = useInstall();
  return (
    <>
      <section className="dl-hero">
        <div className="container dl-hero__inner">
          <div className="dl-hero__copy">
            <p className="eyebrow">
              <Trans>The Studyhall app</Trans>
            </p>
            <h1 className="dl-hero__title">
              <Trans>Your notes on your home screen, even on the train</Trans>
            </h1>
            <p className="dl-hero__lead">
              <Trans>
                Install Studyhall from your browser in one step. It opens like any app, keeps the documents you bought and your
                flashcard decks readable offline, and updates itself. No app store, nothing to download but the app itself.
              </Trans>
            </p>
            <InstallAction state={install} />
          </div>
          <div className="dl-hero__art" aria-hidden="true">
            <div className="dl-phone">
              <div className="dl-phone__screen">
                <LogoMark size={64} />
                {/* i18n-ignore: the brand is never translated */}
                <span className="dl-phone__name">Studyhall</span>
                <span className="dl-phone__badge">
                  <CloudOff /> <Trans>Works offline</Trans>
                </span>
                {/* A library of kept documents, drawn. */}
                <span className="dl-phone__rows">
                  <span />
                  <span />
                  <span />
                </span>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--tight">
        <div className="container">
          <h2 className="dl-h2">
            <Trans>On every device you study on</Trans>
          </h2>
          <ul className="grid grid--4 dl-platforms">
            {platforms.map(({ name, how, Icon, color }) => (
              <li key={name.id} className="card card--pad device-card">
                <span className="icon-tile icon-tile--lg" style={{ ['--tile-color' as string]: color }}>
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="device-card__title">{i18n._(name)}</h3>
                <p>{i18n._(how)}</p>
                <span className="badge badge--success">
                  <Check aria-hidden="true" /> <Trans>Available now</Trans>
                </span>
              </li>
            ))}
          </ul>

          <div className="dl-offline">
            <div className="card card--pad dl-offline__col">
              <h2 className="dl-h3">
                <CloudOff aria-hidden="true" /> <Trans>Works offline</Trans>
              </h2>
              <ul className="dl-list">
                {offline.map((line) => (
                  <li key={line.id}>
                    <Check aria-hidden="true" /> {i18n._(line)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="card card--pad dl-offline__col">
              <h2 className="dl-h3">
                <Wifi aria-hidden="true" /> <Trans>Needs a connection</Trans>
              </h2>
              <ul className="dl-list dl-list--muted">
                {online.map((line) => (
                  <li key={line.id}>{i18n._(line)}</li>
                ))}
              </ul>
            </div>
          </div>
          <p className="dl-privacy">
            <ShieldCheck aria-hidden="true" />
            <span>
              <Trans>
                What the app keeps is kept for you alone, and only what you may read: signing out removes it from the device. When we
                release a new version, the app loads it at your next step, so it never shows you an old page against new data.
              </Trans>
            </span>
          </p>
          <p className="dl-more">
            <Trans>
              Prefer the browser? Everything works there too. <Link href="/subjects">Start studying</Link>
            </Trans>
          </p>
        </div>
      </section>
    </>
  );
}

/** The install step this browser offers; nothing yet while the page hydrates (the server cannot know). */
function InstallAction({ state }: { state: InstallState | null }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  if (state === null) return <div className="dl-action" />;
  if (state === 'installed') {
    return (
      <div className="dl-action">
        <p className="dl-installed" role="status" data-testid="install-state">
          <Check aria-hidden="true" />{' '}
          <Trans>Studyhall is installed on this device. Open it from your home screen, dock or start menu.</Trans>
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
          <Download aria-hidden="true" /> <Trans>Install Studyhall</Trans>
        </button>
        <p className="dl-action__note">{dismissed ? t`Not installed. You can install it any time from here.` : t`Free, and it opens in its own window.`}</p>
      </div>
    );
  }
  if (state === 'ios') {
    return (
      <div className="dl-action">
        <ol className="dl-steps" data-testid="install-steps" aria-label={t`Add Studyhall to your Home Screen`}>
          <Step Icon={Share}>
            <Trans>
              In Safari, tap <strong>Share</strong> in the toolbar.
            </Trans>
          </Step>
          <Step Icon={SquarePlus}>
            <Trans>
              Scroll down and tap <strong>Add to Home Screen</strong>.
            </Trans>
          </Step>
          <Step Icon={Check}>
            <Trans>
              Tap <strong>Add</strong>. Studyhall is on your Home Screen.
            </Trans>
          </Step>
        </ol>
        <p className="dl-action__note">
          <Trans>In another browser on iPhone, open this page in Safari first.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="dl-action">
      <ol className="dl-steps" data-testid="install-steps" aria-label={t`Install Studyhall from your browser`}>
        <Step Icon={Download}>
          <Trans>
            <strong>Chrome or Edge</strong>: the install icon at the right of the address bar, or the menu, then{' '}
            <strong>Install Studyhall</strong>.
          </Trans>
        </Step>
        <Step Icon={MoreVertical}>
          <Trans>
            <strong>Firefox on Android</strong>: the menu, then <strong>Install</strong>. <strong>Safari on a Mac</strong>:
            File, then <strong>Add to Dock</strong>.
          </Trans>
        </Step>
      </ol>
      <p className="dl-action__note">
        <Trans>Firefox on a computer cannot install apps: use Studyhall in the browser, or open this page in Chrome or Edge.</Trans>
      </p>
    </div>
  );
}

function Step({ Icon, children }: { Icon: LucideIcon; children: ReactNode }) {
  return (
    <li>
      <span className="dl-steps__icon">
        <Icon aria-hidden="true" />
      </span>
      <span>{children}</span>
    </li>
  );
}
