// The /search page's filters: kind tabs with counts, and facet lists (subject, university, document type)
// with counts, in a side bar on wide screens and a collapsible panel on phones. One value per facet, as
// the search call takes; pressing the chosen value again clears it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { type FacetValue, type SearchFacets, type SearchKind, searchKinds } from '../../api/search.ts';
import { roundEstimate } from '../../lib/documents.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import type { FacetName } from '../../lib/search.ts';
import { kindLook } from './kinds.ts';

const FACETS: { name: FacetName; title: MessageDescriptor }[] = [
  { name: 'subject', title: msg`Subject` },
  { name: 'university', title: msg`University` },
  { name: 'type', title: msg`Document type` },
];

/** Lists stay short until asked: the most frequent values first, as the server orders them. */
const SHORT_LIST = 6;

function FacetGroup({
  title,
  values,
  selected,
  onSelect,
  estimated,
}: {
  title: string;
  values: FacetValue[];
  selected: string;
  onSelect: (value: string) => void;
  estimated: boolean;
}) {
  const [all, setAll] = useState(false);
  const headingId = useId();
  // A chosen value stays visible (and clearable) even when the other filters leave it no matches.
  const list = selected && !values.some((v) => v.value === selected) ? [{ value: selected, label: selected, count: 0 }, ...values] : values;
  if (list.length === 0) return null;
  const chosenIndex = list.findIndex((v) => v.value === selected);
  const shown = all || list.length <= SHORT_LIST + 1 ? list : list.slice(0, Math.max(SHORT_LIST, chosenIndex + 1));
  return (
    <section className="facet-group" aria-labelledby={headingId}>
      <h3 className="facet-group__title" id={headingId}>
        {title}
      </h3>
      <ul className="facet-list">
        {shown.map((v) => {
          const on = v.value === selected;
          return (
            <li key={v.value}>
              <button
                type="button"
                className="facet"
                aria-pressed={on}
                data-testid={`facet-${v.value}`}
                onClick={() => onSelect(on ? '' : v.value)}
              >
                <span className="facet__box" aria-hidden="true">
                  {on && <Check />}
                </span>
                <span className="facet__label">{v.label}</span>
                <span className="facet__count"><Count n={v.count} estimated={estimated} /></span>
              </button>
            </li>
          );
        })}
      </ul>
      {shown.length < list.length && (
        <button type="button" className="facet-group__more" onClick={() => setAll(true)}>
          <Trans>Show all {list.length}</Trans>
        </button>
      )}
    </section>
  );
}

/** A count: "1,204", or "~1,200" (read "about 1,200") when it is an estimate. */
function Count({ n, estimated }: { n: number; estimated: boolean }) {
  const format = useFormat();
  if (!estimated) return format.number(n);
  return (
    <>
      <span aria-hidden="true">~</span>
      <span className="sr-only">
        <Trans>about</Trans>{' '}
      </span>
      {format.number(roundEstimate(n))}
    </>
  );
}

type PanelProps = {
  facets: SearchFacets | undefined;
  /** The counts are estimates (a broad query's): shown rounded, with a tilde. */
  estimated: boolean;
  selected: Record<FacetName, string>;
  activeCount: number;
  onSelect: (name: FacetName, value: string) => void;
  onClear: () => void;
};

export function FacetPanel({ facets, estimated, selected, activeCount, onSelect, onClear }: PanelProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const empty = !facets || FACETS.every((f) => facets[f.name].length === 0 && !selected[f.name]);
  return (
    <aside className={`card facet-panel${open ? ' is-open' : ''}`} aria-label={t`Filters`}>
      <div className="facet-panel__head">
        <button type="button" className="facet-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <SlidersHorizontal aria-hidden="true" />
          <span>
            <Trans>Filters</Trans>
          </span>
          {activeCount > 0 && <span className="facet-panel__badge">{activeCount}</span>}
        </button>
        <h2 className="facet-panel__title">
          <SlidersHorizontal aria-hidden="true" /> <Trans>Filters</Trans>
        </h2>
        {activeCount > 0 && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClear}>
            <Trans>Clear all</Trans>
          </button>
        )}
      </div>
      <div className="facet-panel__body" id={bodyId}>
        {empty ? (
          <p className="facet-panel__none">
            <Trans>Filters appear here when your search has matches.</Trans>
          </p>
        ) : (
          FACETS.map((f) => (
            <FacetGroup
              key={f.name}
              title={i18n._(f.title)}
              values={facets?.[f.name] ?? []}
              selected={selected[f.name]}
              onSelect={(value) => onSelect(f.name, value)}
              estimated={estimated}
            />
          ))
        )}
      </div>
    </aside>
  );
}

export function KindTabs({
  counts,
  estimated,
  kind,
  onKind,
}: {
  counts: FacetValue[] | undefined;
  estimated: boolean;
  kind: SearchKind | '';
  onKind: (kind: SearchKind | '') => void;
}) {
  // Once counts are in, a kind without matches says 0 rather than nothing.
  const countOf = (value: string) => (counts ? (counts.find((c) => c.value === value)?.count ?? 0) : undefined);
  const { t, i18n } = useLingui();
  const total = counts?.reduce((n, c) => n + c.count, 0);
  const tabs: { value: SearchKind | ''; label: string; short: string; count: number | undefined }[] = [
    { value: '', label: t`All results`, short: t`All`, count: total },
    ...searchKinds.map((k) => ({ value: k, label: i18n._(kindLook[k].many), short: i18n._(kindLook[k].short), count: countOf(k) })),
  ];
  return (
    <div className="lib-tabs search-tabs" role="tablist" aria-label={t`Kind of result`}>
      {tabs.map((tab) => (
        <button
          key={tab.value || 'all'}
          type="button"
          role="tab"
          className="lib-tab"
          aria-selected={kind === tab.value}
          aria-controls="search-results-panel"
          onClick={() => kind !== tab.value && onKind(tab.value)}
        >
          <span className="search-tab__long">{tab.label}</span>
          <span className="search-tab__short">{tab.short}</span>
          {tab.count !== undefined && <span className="lib-tab__count"><Count n={tab.count} estimated={estimated} /></span>}
        </button>
      ))}
    </div>
  );
}
