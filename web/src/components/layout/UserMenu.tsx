// The signed-in user's menu in the navigation bar (spec 000 §2 Layout): avatar or initials and name;
// Dashboard, My Documents, Help Center, Wallet, Settings and Sign Out. A menu button: Enter, Space or
// ArrowDown open it, arrows move, Escape or an outside click close it.
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, LogOut } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type Profile, useSignOut } from '../../api/accounts.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { userMenuItems } from './user-menu-items.ts';

export function UserMenu({ user }: { user: Profile }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { signOut, pending } = useSignOut();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the menu
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const items = () => Array.from(wrapRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    if (all.length) all[(index + all.length) % all.length]!.focus();
  };

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || ((e.key === 'Enter' || e.key === ' ') && !open)) {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(-1));
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(-1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={wrapRef} className={`user-menu${open ? ' is-open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`Account menu for ${user.fullName}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
        data-testid="user-menu-button"
      >
        <Avatar name={user.fullName} src={user.avatarUrl} size={34} />
        <span className="user-menu__name">{user.fullName}</span>
        <ChevronDown aria-hidden="true" className="user-menu__chevron" />
      </button>
      <div id={menuId} className="user-menu__panel" role="menu" aria-label={t`Account`} hidden={!open} onKeyDown={onMenuKey}>
        <div className="user-menu__head" role="presentation">
          <Avatar name={user.fullName} src={user.avatarUrl} size={44} />
          <div className="user-menu__who">
            <p className="user-menu__full">{user.fullName}</p>
            <p className="user-menu__email">{user.email}</p>
          </div>
        </div>
        <div className="user-menu__items" role="presentation">
          {userMenuItems(user).map((item) => (
            <Link key={item.href} href={item.href} role="menuitem" tabIndex={-1} className="user-menu__item" onClick={() => setOpen(false)}>
              <item.icon aria-hidden="true" />
              {i18n._(item.label)}
            </Link>
          ))}
        </div>
        <hr className="user-menu__sep" />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="user-menu__item user-menu__item--danger"
          disabled={pending}
          onClick={() => {
            setOpen(false);
            signOut();
          }}
        >
          <LogOut aria-hidden="true" /> <Trans>Sign Out</Trans>
        </button>
      </div>
    </div>
  );
}
