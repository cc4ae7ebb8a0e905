// A person's picture, or their initials on the brand gradient when there is none or it fails to
// load (spec 000 §8 Silent handling: avatar load failure shows initials).
import { useState } from 'react';
import { personInitials } from '../../lib/user.ts';

type Props = { name: string | null | undefined; src?: string | null; size?: number; className?: string };

export function Avatar({ name, src, size = 40, className = '' }: Props) {
  // Remembers which picture failed, so a new one is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && failedSrc === src;
  const style = { width: size, height: size, fontSize: Math.max(11, Math.round(size * 0.38)) };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={`avatar avatar--img ${className}`}
        style={style}
        onError={() => setFailedSrc(src)}
        data-testid="avatar-img"
      />
    );
  }
  return (
    <span className={`avatar ${className}`} style={style} aria-hidden="true" data-testid="avatar-initials">
      {personInitials(name)}
    </span>
  );
}
