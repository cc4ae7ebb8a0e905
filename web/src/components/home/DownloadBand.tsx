import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Apple, Laptop, Monitor, Smartphone } from 'lucide-react';
import { Link } from 'wouter';

const devices: { label: MessageDescriptor; Icon: typeof Apple }[] = [
  { label: msg`iPhone & iPad`, Icon: Apple },
  { label: msg`Android`, Icon: Smartphone },
  { label: msg`Windows`, Icon: Monitor },
  { label: msg`macOS`, Icon: Laptop },
];

export function DownloadBand() {
  const { _ } = useLingui();
  return (
    <section className="section section--tight" aria-labelledby="download-title">
      <div className="container">
        <div className="download-band">
          <div className="download-band__copy">
            <h2 id="download-title">
              <Trans>Study anywhere with the Studyhall app</Trans>
            </h2>
            <p>
              <Trans>Your documents, flashcards and tests on your phone, tablet and computer, even offline.</Trans>
            </p>
          </div>
          <div className="download-band__actions">
            {devices.map(({ label, Icon }) => (
              <Link key={label.id} href="/download" className="store-btn">
                <Icon aria-hidden="true" />
                <span>
                  <small>
                    <Trans>Get it for</Trans>
                  </small>
                  {_(label)}
                </span>
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
