// The navigation bar's search box with instant results (spec 000 §2 Instant search), in the bar and in the
// mobile menu ('panel'). It is an ARIA combobox: the text box keeps focus, ArrowUp/ArrowDown move the
// active option (aria-activedescendant), Enter opens it or, with none active, goes to /search?q=, and
// Escape closes the list. A blank text sends no request and opens nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type InstantHit, QUERY_MAX_LENGTH, useInstantSearch } from '../../api/search.ts';
import { searchHref } from '../../lib/paths.ts';
import { groupByKind, moveActive } from '../../lib/search.ts';
import { InstantResults } from './InstantResults.tsx';

type Props = { variant?: 'bar' | 'panel'; onNavigate?: () => void; autoFocus?: boolean };

export function NavSearch({ variant = 'bar', onNavigate, autoFocus }: Props) {
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const initial = location === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const instant = useInstantSearch(text);
  const { groups, ordered } = useMemo(() => groupByKind(instant.hits), [instant.hits]);
  const expanded = open && instant.query.length > 0;
  const hasOptions = expanded && !instant.loading && ordered.length > 0;

  // New results start with no active option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new result list by design
  useEffect(() => setActive(-1), [instant.hits]);

  // Leaving the page for another one (a link elsewhere, back or forward) closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => setOpen(false), [location]);

  // On /search the box shows the query the page shows, also after back and forward.
  useEffect(() => {
    if (location === '/search') setText(new URLSearchParams(search).get('q') ?? '');
  }, [location, search]);

  // A press anywhere outside the search closes the list.
  useEffect(() => {
    if (!expanded) return;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [expanded]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function leave(href: string) {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    navigate(href);
  }

  function openHit(hit: InstantHit) {
    setText('');
    leave(hit.href);
  }

  function viewAll() {
    const href = searchHref(text);
    if (href) leave(href);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const hit = hasOptions ? ordered[active] : undefined;
    if (hit) openHit(hit);
    else viewAll();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') {
      if (!expanded) return;
      // Only the list closes; the mobile menu around it stays open.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (!expanded) {
      setOpen(true);
      return;
    }
    if (hasOptions) setActive((current) => moveActive(current, ordered.length, e.key));
  }

  return (
    <search
      className={`nav-search-wrap nav-search-wrap--${variant}`}
      ref={rootRef}
      onBlur={(e) => {
        // Tabbing out of the search closes the list; moving within it (to View all results) does not.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form className={`nav-search nav-search--${variant}`} onSubmit={submit} action="/search">
        <label htmlFor={`${id}-input`} className="sr-only">
          <Trans>Search documents, homework questions and flashcard decks</Trans>
        </label>
        <Search className="nav-search__icon" aria-hidden="true" />
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={hasOptions ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={hasOptions && active >= 0 ? optionId(active) : undefined}
          className="nav-search__input"
          placeholder={variant === 'panel' ? t`Search Studyhall…` : t`Search notes, questions, decks…`}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={QUERY_MAX_LENGTH}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: only when the visitor tapped the search button to open the menu
          autoFocus={autoFocus}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <kbd className="nav-search__hint">
          <Trans>Enter</Trans>
        </kbd>
      </form>
      {expanded && (
        <InstantResults
          listId={listId}
          optionId={optionId}
          query={instant.query}
          loading={instant.loading}
          groups={groups}
          active={hasOptions ? active : -1}
          onHover={setActive}
          onOpen={openHit}
          onViewAll={viewAll}
        />
      )}
    </search>
  );
}
