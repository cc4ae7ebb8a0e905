// A paper's versions ('Version N' with its word count), one opened with its paragraphs compared to the version
// before, and Restore (which saves that text as a new version, so nothing is lost).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { type Paper, useVersion, useVersions } from '../../api/papers.ts';
import { useFormat } from '../../hooks/useFormat.ts';

type Props = { paper: Paper; onRestore: (number: number) => Promise<void> };

export function VersionsPanel({ paper, onRestore }: Props) {
  const { t } = useLingui();
  const format = useFormat();
  const versions = useVersions(paper.id);
  const [open, setOpen] = useState<number | null>(null);
  const detail = useVersion(paper.id, open);
  return (
    <section className="card card--pad paper-side__card" aria-labelledby="versions-title">
      <h2 id="versions-title" className="paper-side__title">
        <History aria-hidden="true" size={18} /> <Trans>Versions</Trans>
      </h2>
      {versions.data?.items.length === 0 && (
        <p className="paper-side__muted">
          <Trans>Your first version is saved with your first words.</Trans>
        </p>
      )}
      <ul className="paper-versions">
        {versions.data?.items.map((v) => {
          // The server's title is 'Version N' in English: named here in the page's language.
          const version = v.number;
          const title = t`Version ${version}`;
          return (
            <li key={v.number}>
              <button type="button" className={`paper-versions__item${open === v.number ? ' is-open' : ''}`} onClick={() => setOpen(open === v.number ? null : v.number)}>
                <span className="paper-versions__title">{title}</span>
                <span className="paper-versions__meta">
                  <Plural value={v.wordCount} one="# word" other="# words" /> · {format.relativeTime(v.createdAt)}
                </span>
              </button>
              {open === v.number && detail.data && (
                <div className="paper-diff">
                  {detail.data.diffCoarse && (
                    <p className="paper-side__muted">
                      <Trans>Too many changes to compare paragraph by paragraph: the changed part is shown as a whole.</Trans>
                    </p>
                  )}
                  {detail.data.diff.map((d, i) => (
                    <p key={`${i}-${d.op}`} className={`paper-diff__${d.op}`}>
                      <span className="sr-only">{d.op === 'added' ? t`Added:` : d.op === 'removed' ? t`Removed:` : ''} </span>
                      {d.text}
                    </p>
                  ))}
                  {v.number !== paper.version && (
                    <button type="button" className="btn btn--secondary btn--sm" onClick={() => void onRestore(v.number)}>
                      <RotateCcw aria-hidden="true" size={16} /> <Trans>Restore {title}</Trans>
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
