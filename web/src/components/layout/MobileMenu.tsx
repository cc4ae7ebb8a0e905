// The slide-in menu for screens under 1024 px: search, the Study/Write/Explore groups and the
// auth buttons; signed-in users get their card, the user menu's links and Sign Out instead of the
// auth buttons (spec 000 §2 Layout). Escape, the close button, the backdrop or a link close it.
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, X } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { type Profile, useSignOut } from '../../api/accounts.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useModalPanel } from '../../hooks/useModalPanel.ts';
import { navGroups } from '../nav-data.ts';
import { NavSearch } from '../search/NavSearch.tsx';
import { AuthButtons } from './AuthButtons.tsx';
import { Logo } from './Logo.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { PointsBalance } from './PointsBalance.tsx';
import { userMenuItems } from './user-menu-items.ts';

type Props = { open: boolean; onClose: () => void; focusSearch: boolean; balance: number | null; user?: Profile | null };

export function MobileMenu({ open, onClose, focusSearch, balance, user = null }: Props) {
  const { t, i18n } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const { signOut, pending } = useSignOut();
  const hydrated = useHydrated();

  useModalPanel(open, onClose, panelRef, { initialFocus: focusSearch ? null : '.mobile-menu__close' });
  // A portal into the body: there is none on the server.
  if (!hydrated) return null;

  return createPortal(
    <div className={`mobile-menu${open ? ' is-open' : ''}`} aria-hidden={!open} inert={!open}>
      <button type="button" className="mobile-menu__backdrop" tabIndex={-1} aria-label={t`Close menu`} onClick={onClose} />
      <div
        ref={panelRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        id="mobile-menu"
      >
        <div className="mobile-menu__head">
          <Logo onClick={onClose} />
          <button type="button" className="icon-btn mobile-menu__close" aria-label={t`Close menu`} onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
        <div className="mobile-menu__body">
          {user && (
            <div className="mobile-menu__user">
              <Avatar name={user.fullName} src={user.avatarUrl} size={44} />
              <div className="mobile-menu__who">
                <p className="mobile-menu__name">{user.fullName}</p>
                <p className="mobile-menu__email">{user.email}</p>
              </div>
            </div>
          )}
          {open && <NavSearch variant="panel" onNavigate={onClose} autoFocus={focusSearch} />}
          <PointsBalance balance={balance} />
          {user && (
            <section className="mobile-menu__group" aria-labelledby="mm-account">
              <h2 id="mm-account" className="mobile-menu__heading">
                <Trans>Your account</Trans>
              </h2>
              <ul className="mobile-menu__list">
                {userMenuItems(user).map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className="mobile-menu__link" onClick={onClose}>
                      <span className="icon-tile icon-tile--plain">
                        <item.icon aria-hidden="true" />
                      </span>
                      <span>{i18n._(item.label)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {navGroups.map((group) => (
            <section key={group.id} className="mobile-menu__group" aria-labelledby={`mm-${group.id}`}>
              <h2 id={`mm-${group.id}`} className="mobile-menu__heading">
                {i18n._(group.label)}
              </h2>
              <ul className="mobile-menu__list">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className="mobile-menu__link" onClick={onClose}>
                      <span className="icon-tile" style={{ ['--tile-color' as string]: item.color }}>
                        <item.icon aria-hidden="true" />
                      </span>
                      <span>{i18n._(item.label)}</span>
                      {item.isNew && <span className="badge badge--new">
                          <Trans>New</Trans>
                        </span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="mobile-menu__foot">
          {user ? (
            <button
              type="button"
              className="btn btn--secondary btn--lg btn--block"
              disabled={pending}
              onClick={() => {
                onClose();
                signOut();
              }}
            >
              <LogOut aria-hidden="true" /> <Trans>Sign Out</Trans>
            </button>
          ) : (
            <AuthButtons block onNavigate={onClose} />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
