// One dropdown group of the nav bar (Study, Write, Explore). Opens on click and on mouse hover,
// closes on Escape, outside click, focus leaving, or choosing a link. Keyboard: Enter/Space
// toggles, ArrowDown opens and focuses the first link, arrows move between links.
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { NavGroup } from '../nav-data.ts';

export type OpenState = { id: string; pinned: boolean } | null;

type Props = {
  group: NavGroup;
  open: OpenState;
  setOpen: (next: OpenState | ((prev: OpenState) => OpenState)) => void;
};

const CLOSE_DELAY_MS = 160;

export function NavDropdown({ group, open, setOpen }: Props) {
  const { _ } = useLingui();
  const isOpen = open?.id === group.id;
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelId = `nav-panel-${group.id}`;

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Outside click closes.
  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen((prev) => (prev?.id === group.id ? null : prev));
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [isOpen, group.id, setOpen]);

  const links = () => Array.from(wrapRef.current?.querySelectorAll<HTMLAnchorElement>('.nav-panel a') ?? []);

  function focusLink(index: number) {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]!.focus();
  }

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen({ id: group.id, pinned: true });
      requestAnimationFrame(() => focusLink(0));
    } else if (e.key === 'Escape' && isOpen) {
      e.preventDefault();
      setOpen(null);
    }
  }

  function onPanelKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(null);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
      e.preventDefault();
      focusLink(index + 1);
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
      e.preventDefault();
      if (index <= 0) buttonRef.current?.focus();
      else focusLink(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusLink(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusLink(all.length - 1);
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is a mouse nicety; the button is the keyboard and touch control
    <div
      ref={wrapRef}
      className={`nav-dropdown${isOpen ? ' is-open' : ''}`}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        setOpen((prev) => (prev?.id === group.id ? prev : { id: group.id, pinned: false }));
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        closeTimer.current = window.setTimeout(() => {
          setOpen((prev) => (prev?.id === group.id && !prev.pinned ? null : prev));
        }, CLOSE_DELAY_MS);
      }}
      onBlur={(e) => {
        if (!wrapRef.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null) {
          setOpen((prev) => (prev?.id === group.id ? null : prev));
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-dropdown__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() =>
          setOpen((prev) => (prev?.id === group.id && prev.pinned ? null : { id: group.id, pinned: true }))
        }
        onKeyDown={onButtonKeyDown}
      >
        {_(group.label)}
        <ChevronDown aria-hidden="true" className="nav-dropdown__chevron" />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow-key movement between the panel's links */}
      <div
        id={panelId}
        className={`nav-panel nav-panel--${group.id}`}
        hidden={!isOpen}
        onKeyDown={onPanelKeyDown}
      >
        <div className="nav-panel__inner">
          <p className="nav-panel__title">{_(group.label)}</p>
          <ul className="nav-panel__list">
            {group.items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="nav-item"
                  aria-describedby={`${panelId}-${item.href.slice(1)}`}
                  onClick={() => setOpen(null)}
                >
                  <span className="icon-tile" style={{ ['--tile-color' as string]: item.color }}>
                    <item.icon aria-hidden="true" />
                  </span>
                  <span className="nav-item__text">
                    <span className="nav-item__label">
                      {_(item.label)}
                      {item.isNew && <span className="badge badge--new">
                          <Trans>New</Trans>
                        </span>}
                    </span>
                    <span className="nav-item__desc" id={`${panelId}-${item.href.slice(1)}`} aria-hidden="true">
                      {_(item.description)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
