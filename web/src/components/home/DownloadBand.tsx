import { Apple, Laptop, Monitor, Smartphone } from 'lucide-react';
import { Link } from 'wouter';

const devices = [
  { label: 'iPhone & iPad', Icon: Apple },
  { label: 'Android', Icon: Smartphone },
  { label: 'Windows', Icon: Monitor },
  { label: 'macOS', Icon: Laptop },
];

export function DownloadBand() {
  return (
    <section className="section section--tight" aria-labelledby="download-title">
      <div className="container">
        <div className="download-band">
          <div className="download-band__copy">
            <h2 id="download-title">Study anywhere with the Studyhall app</h2>
            <p>Your documents, flashcards and tests on your phone, tablet and computer, even offline.</p>
          </div>
          <div className="download-band__actions">
            {devices.map(({ label, Icon }) => (
              <Link key={label} href="/download" className="store-btn">
                <Icon aria-hidden="true" />
                <span>
                  <small>Get it for</small>
                  {label}
                </span>
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
