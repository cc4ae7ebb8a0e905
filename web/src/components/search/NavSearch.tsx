// The navigation bar's search box. Submitting a non-blank query goes to /search?q=...; a blank
// one does nothing (spec 000 §2 Instant search). Instant results (debounced 300 ms, up to 8 mixed
// results) arrive with the search issue: they plug into <InstantSearchSlot>, which receives the
// live query and a close callback.
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchHref } from '../../lib/paths.ts';
import { InstantSearchSlot } from './InstantSearchSlot.tsx';

type Props = { variant?: 'bar' | 'panel'; onNavigate?: () => void; autoFocus?: boolean };

export function NavSearch({ variant = 'bar', onNavigate, autoFocus }: Props) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const initial = location === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [query, setQuery] = useState(initial);
  const [focused, setFocused] = useState(false);
  const id = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    const href = searchHref(query);
    if (!href) return;
    setFocused(false);
    onNavigate?.();
    navigate(href);
  }

  return (
    <search className="nav-search-wrap">
      <form className={`nav-search nav-search--${variant}`} onSubmit={submit} action="/search">
        <label htmlFor={id} className="sr-only">
          Search documents, subjects and universities
        </label>
        <Search className="nav-search__icon" aria-hidden="true" />
        <input
          id={id}
          name="q"
          type="search"
          className="nav-search__input"
          placeholder={variant === 'panel' ? 'Search Studyhall…' : 'Search notes and subjects…'}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          // biome-ignore lint/a11y/noAutofocus: only when the visitor tapped the search button to open the menu
        autoFocus={autoFocus}
          onChange={(e) => setQuery(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        <kbd className="nav-search__hint">
          Enter
        </kbd>
        <InstantSearchSlot query={query} open={focused} onClose={() => setFocused(false)} />
      </form>
    </search>
  );
}
