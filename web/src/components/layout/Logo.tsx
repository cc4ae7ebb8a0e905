import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';

export function LogoMark({ size = 32 }: { size?: number }) {
  // Each mark owns its gradient: a shared id breaks every copy once the first one is display:none.
  const gradient = `sh-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M32 15 12 25l20 10 16-8v12h4V25L32 15Zm-12 17v9c0 4 5.5 8 12 8s12-4 12-8v-9l-12 6-12-6Z" fill="#fff" />
    </svg>
  );
}

export function Logo({ onClick, tone = 'dark' }: { onClick?: () => void; tone?: 'dark' | 'light' }) {
  const { t } = useLingui();
  return (
    <Link href="/" className={`logo logo--${tone}`} aria-label={t`Studyhall home`} onClick={onClick}>
      <LogoMark />
      {/* i18n-ignore: the brand */}
      <span className="logo__word">Studyhall</span>
    </Link>
  );
}
