// Sign-in pages until accounts ship: a clear card that keeps the visitor's returnUrl, so the
// way back to what they were doing is one click.
import { ArrowLeft, Clock, Info, type LucideIcon, ShieldAlert } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { safeReturnUrl } from '../lib/paths.ts';

type Props = {
  title: string;
  text: string;
  icon: LucideIcon;
  metaTitle: string;
  /** A link to the sibling auth page (Log in <-> Register), with the returnUrl carried over. */
  switchTo?: { prompt: string; label: string; path: string };
};

export function AuthComingSoon({ title, text, icon: Icon, metaTitle, switchTo }: Props) {
  usePageMeta({ title: metaTitle, description: text, noIndex: true });
  const params = new URLSearchParams(useSearch());
  const rawReturn = params.get('returnUrl') ?? params.get('from');
  const back = safeReturnUrl(rawReturn, '/');
  const carry = rawReturn ? `?returnUrl=${encodeURIComponent(back)}` : '';
  const recovery = params.get('type') === 'recovery';

  return (
    <section className="auth-page">
      <div className="auth-card">
        <span className="icon-tile icon-tile--lg icon-tile--brand">
          <Icon aria-hidden="true" />
        </span>
        <h1 className="auth-card__title">{title}</h1>
        <p className="auth-card__text">{text}</p>
        <div className="auth-card__badge">
          <span className="badge badge--soon" data-testid="coming-soon">
            <Clock aria-hidden="true" /> Coming soon
          </span>
        </div>
        {recovery && (
          <p className="notice" role="alert">
            <ShieldAlert aria-hidden="true" />
            <span>
              You opened a password-recovery link. Once you are signed in, change your password in Dashboard &gt;
              Settings &gt; Security.
            </span>
          </p>
        )}
        <p className="notice">
          <Info aria-hidden="true" />
          <span>
            Studyhall accounts are opening shortly. You can already browse subjects, universities and textbooks
            without one.
          </span>
        </p>
        <div className="auth-card__actions">
          <Link href={back} className="btn btn--primary btn--lg btn--block">
            <ArrowLeft aria-hidden="true" /> {back === '/' ? 'Back to home' : 'Back to where you were'}
          </Link>
          <Link href="/subjects" className="btn btn--secondary btn--lg btn--block">
            Browse subjects
          </Link>
        </div>
        {switchTo && (
          <p className="auth-card__switch">
            {switchTo.prompt} <Link href={`${switchTo.path}${carry}`}>{switchTo.label}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
