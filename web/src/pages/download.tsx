// /download: the app for several device types (spec 000 §1). Store builds are not out yet, so
// each device says so plainly.
import { Apple, Bell, Laptop, Monitor, Smartphone, WifiOff } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

const devices = [
  { name: 'iPhone & iPad', text: 'Read documents and review flashcards on the go.', Icon: Apple, color: '#0f172a' },
  { name: 'Android', text: 'Your library, wallet and AI tools on Android phones and tablets.', Icon: Smartphone, color: '#059669' },
  { name: 'Windows', text: 'A desktop app that keeps working when you are offline.', Icon: Monitor, color: '#2563eb' },
  { name: 'macOS', text: 'Native desktop app for Apple silicon and Intel Macs.', Icon: Laptop, color: '#7c3aed' },
];

export default function DownloadPage() {
  usePageMeta({
    title: 'Download the Studyhall app',
    description: 'Studyhall for iPhone, iPad, Android, Windows and macOS: your documents, flashcards and tests everywhere.',
  });
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', href: '/' }, { label: 'Download' }]} title="Study anywhere with the Studyhall app" lead="Your documents, flashcards and practice tests on your phone, tablet and computer. The desktop apps keep working offline and sync when you reconnect." />
      <section className="section section--tight">
        <div className="container">
          <ul className="grid grid--4">
            {devices.map(({ name, text, Icon, color }) => (
              <li key={name} className="card card--pad device-card">
                <span className="icon-tile icon-tile--lg" style={{ ['--tile-color' as string]: color }}>
                  <Icon aria-hidden="true" />
                </span>
                <h2 className="device-card__title">{name}</h2>
                <p>{text}</p>
                <span className="badge badge--soon">Planned</span>
              </li>
            ))}
          </ul>
          <div className="notice" style={{ marginTop: 32 }}>
            <WifiOff aria-hidden="true" />
            <span>
              Until the apps are out, Studyhall works in any modern browser on every device. Add it to your home
              screen for one-tap access.
            </span>
          </div>
          <div className="empty-state__actions" style={{ justifyContent: 'flex-start', marginTop: 24 }}>
            <Link href="/subjects" className="btn btn--primary">
              Start studying in the browser
            </Link>
            <Link href="/contact" className="btn btn--secondary">
              <Bell aria-hidden="true" /> Ask to be notified
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
