import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { initials } from '../../lib/format.ts';

const palette = ['#4f46e5', '#7c3aed', '#0891b2', '#db2777', '#059669', '#ea580c', '#2563eb', '#0d9488'];

function colourFor(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[h % palette.length]!;
}

/** A university's logo image, or a coloured monogram when there is none or it fails to load. */
export function UniversityLogo({ name, logoUrl, size = 48 }: { name: string; logoUrl: string | null; size?: number }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, ['--mono' as string]: colourFor(name), fontSize: Math.round(size * 0.36) };
  if (logoUrl && !failed) {
    return (
      <span className="uni-logo" style={style}>
        <img src={logoUrl} alt={t`${name} logo`} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className="uni-logo uni-logo--mono" style={style} role="img" aria-label={t`${name} logo`}>
      {initials(name)}
    </span>
  );
}
