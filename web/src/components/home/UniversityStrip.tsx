// A scrolling strip of university logos (monograms where a logo is missing). The strip is
// duplicated for a seamless loop; with prefers-reduced-motion it becomes a static, scrollable row.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useUniversities } from '../../api/catalogue.ts';
import { UniversityLogo } from '../ui/UniversityLogo.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useFigures } from './figures.ts';
import { sortKey } from '../../lib/format.ts';

export function UniversityStrip() {
  const { data, isPending, isError } = useUniversities();
  const universities = useFigures().universities;
  const items = [...(data?.items ?? [])].sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name)));
  if (isError || (!isPending && items.length === 0)) return null;
  const strip = items.slice(0, 24);
  const duration = `${Math.max(30, strip.length * 4)}s`;
  return (
    <section className="uni-strip" aria-labelledby="uni-strip-title">
      <div className="container">
        <p id="uni-strip-title" className="uni-strip__title">
          <Trans>Trusted by students at {universities} universities</Trans>
        </p>
      </div>
      {isPending ? (
        <div className="uni-strip__viewport">
          <div className="uni-strip__track is-static">
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} className="uni-strip__item">
                <Skeleton width={40} height={40} circle />
                <Skeleton width={120} height={14} />
              </span>
            ))}
          </div>
        </div>
      ) : (
        <div className="uni-strip__viewport">
          <ul className="uni-strip__track" style={{ ['--marquee-duration' as string]: duration }}>
            {[...strip, ...strip].map((u, i) => (
              <li key={`${u.id}-${i}`} aria-hidden={i >= strip.length ? true : undefined}>
                <Link
                  href={`/universities/${u.slug}`}
                  className="uni-strip__item"
                  tabIndex={i >= strip.length ? -1 : undefined}
                >
                  <UniversityLogo name={u.name} logoUrl={u.logoUrl} size={40} />
                  <span>{u.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
