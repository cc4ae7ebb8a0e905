// 404: a visible 10-second countdown, then home (spec 000 §2 Layout and §9), with links to home
// and /contact. Also shown for catalogue slugs the API does not know.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Home, Mail, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export const NOT_FOUND_COUNTDOWN_S = 10;

type Props = { title?: string; message?: string };

export default function NotFoundPage({ title: ownTitle, message: ownMessage }: Props) {
  const { t } = useLingui();
  const title = ownTitle ?? t`We couldn’t find that page`;
  const message = ownMessage ?? t`The link may be broken, or the page may have moved. Let’s get you back on track.`;
  usePageMeta({ title: t`Page not found`, description: message, noIndex: true });
  const [, navigate] = useLocation();
  const [seconds, setSeconds] = useState(NOT_FOUND_COUNTDOWN_S);

  useEffect(() => {
    const started = Date.now();
    const id = window.setInterval(() => {
      const left = Math.max(0, NOT_FOUND_COUNTDOWN_S - Math.floor((Date.now() - started) / 1000));
      setSeconds(left);
    }, 250);
    return () => window.clearInterval(id);
  }, []);

  useEffect(() => {
    if (seconds === 0) navigate('/', { replace: true });
  }, [seconds, navigate]);

  const progress = seconds / NOT_FOUND_COUNTDOWN_S;
  const circumference = 2 * Math.PI * 26;

  return (
    <section className="not-found" data-testid="not-found">
      <div className="container container--narrow not-found__inner">
        <span className="not-found__code" aria-hidden="true">
          404
        </span>
        <span className="icon-tile icon-tile--lg icon-tile--brand">
          <SearchX aria-hidden="true" />
        </span>
        <h1 className="not-found__title">{title}</h1>
        <p className="not-found__text">{message}</p>
        <div className="not-found__countdown" role="timer" aria-live="off">
          <svg viewBox="0 0 60 60" aria-hidden="true">
            <circle cx="30" cy="30" r="26" className="not-found__track" />
            <circle
              cx="30"
              cy="30"
              r="26"
              className="not-found__ring"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - progress)}
            />
          </svg>
          <span className="not-found__seconds" data-testid="countdown">
            {seconds}
          </span>
        </div>
        <p className="not-found__redirect">
          <Plural value={seconds} one="Taking you home in # second…" other="Taking you home in # seconds…" />
        </p>
        <div className="not-found__actions">
          <Link href="/" className="btn btn--primary btn--lg">
            <Home aria-hidden="true" /> <Trans>Go to home</Trans>
          </Link>
          <Link href="/contact" className="btn btn--secondary btn--lg">
            <Mail aria-hidden="true" /> <Trans>Contact us</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
