// The photos of one upload, in page order: a thumbnail of each (HEIC photos, which browsers cannot show, get an
// icon), and buttons to move a photo up or down or drop it, so the seller fixes the order before sending.
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Image as ImageIcon, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';

const isHeic = (f: File) => /image\/hei[cf]/.test(f.type) || /\.hei[cf]$/i.test(f.name);

export function isPhoto(f: File): boolean {
  return /^image\/(jpeg|png|webp|heic|heif)$/.test(f.type) || /\.(jpe?g|png|webp|hei[cf])$/i.test(f.name);
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function PhotoList({ photos, onChange, disabled }: { photos: File[]; onChange: (photos: File[]) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const urls = useMemo(() => photos.map((f) => (isHeic(f) ? null : URL.createObjectURL(f))), [photos]);
  useEffect(
    () => () => {
      for (const u of urls) if (u) URL.revokeObjectURL(u);
    },
    [urls],
  );
  return (
    <ol className="photo-list" aria-label={t`Photos, in page order`} data-testid="photo-list">
      {photos.map((f, i) => (
        <li key={`${f.name}-${f.size}-${f.lastModified}`} className="photo-list__item">
          {urls[i] ? <img src={urls[i]!} alt="" className="photo-list__thumb" /> : <ImageIcon aria-hidden="true" className="photo-list__thumb photo-list__thumb--icon" />}
          <span className="photo-list__text">
            <span className="photo-list__page">
              <Trans>Page {i + 1}</Trans>
            </span>
            <span className="photo-list__name">{f.name}</span>
          </span>
          <span className="photo-list__actions">
            <button type="button" className="icon-btn" aria-label={t`Move ${f.name} up`} disabled={disabled || i === 0} onClick={() => onChange(move(photos, i, i - 1))}>
              <ArrowUp size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={t`Move ${f.name} down`}
              disabled={disabled || i === photos.length - 1}
              onClick={() => onChange(move(photos, i, i + 1))}
            >
              <ArrowDown size={16} aria-hidden="true" />
            </button>
            <button type="button" className="icon-btn" aria-label={t`Remove ${f.name}`} disabled={disabled} onClick={() => onChange(photos.filter((_, k) => k !== i))}>
              <X size={16} aria-hidden="true" />
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
