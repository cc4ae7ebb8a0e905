// The dashboard side bar (spec 000 §2 Layout): the mode switch, the student or seller menu, the bottom
// menu (Settings, Help), Sign Out and the user card. Three presentations share it: `full` in the
// dashboard (225 px at >= 1440 px unless collapsed, 80 px icons-only below), `rail` (always collapsed,
// for signed-in users on public pages) and `drawer` (the slide-in menu under 768 px).
// Its head (SidebarHead), links (SideLink) and foot (SidebarFoot) also build the admin side bar.
import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, LogOut, type LucideIcon, PanelLeftClose, PanelLeftOpen, Store } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { type Profile, useSignOut } from '../../api/accounts.ts';
import { LogoMark } from '../layout/Logo.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { SideTooltip } from './SideTooltip.tsx';
import { bottomMenu, isActiveLink, menuFor } from './dashboard-nav.ts';
import { useDashboardMode } from './useDashboardMode.ts';

type Props = {
  variant: 'full' | 'rail' | 'drawer';
  user: Profile | null;
  collapsed: boolean;
  /** Shown only where collapsing applies (the full bar at >= 1440 px). */
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
};

/** A side-bar link as shown: its label already in the page's language. */
export type SideLinkItem = { label: string; href: string; icon: LucideIcon };

/** One side-bar link (also the admin side bar's): icon and label, the label as a tooltip when collapsed. */
export function SideLink({
  link,
  collapsed,
  active,
  onNavigate,
}: {
  link: SideLinkItem;
  collapsed: boolean;
  active: boolean;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <Link
        href={link.href}
        className={`side-link${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? link.label : undefined}
        data-tooltip={collapsed ? link.label : undefined}
        onClick={onNavigate}
      >
        <link.icon aria-hidden="true" className="side-link__icon" />
        <span className="side-link__label">{link.label}</span>
      </Link>
    </li>
  );
}

type HeadProps = { href: string; label: string; collapsed: boolean; onToggleCollapsed?: () => void; tag?: string };

/** The top of the side bars: the brand (with a tag such as "Admin") and the collapse toggle. */
export function SidebarHead({ href, label, collapsed, onToggleCollapsed, tag }: HeadProps) {
  const { t } = useLingui();
  return (
    <div className="sidebar__head">
      <Link href={href} className="sidebar__brand" aria-label={label}>
        <LogoMark size={34} />
        {/* i18n-ignore: the brand */}
        <span className="sidebar__word">Studyhall</span>
        {tag && <span className="sidebar__tag">{tag}</span>}
      </Link>
      {onToggleCollapsed && (
        <button
          type="button"
          className="icon-btn sidebar__toggle"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t`Expand side bar` : t`Collapse side bar`}
          aria-expanded={!collapsed}
          data-tooltip={collapsed ? t`Expand` : undefined}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}

type FootProps = {
  links: SideLinkItem[];
  isActive: (href: string) => boolean;
  user: Profile | null;
  collapsed: boolean;
  onNavigate?: () => void;
};

/** The foot of the side bars: their bottom links, Sign Out and the user's card. */
export function SidebarFoot({ links, isActive, user, collapsed, onNavigate }: FootProps) {
  const { t } = useLingui();
  const { signOut, pending } = useSignOut();
  return (
    <div className="sidebar__foot">
      <nav aria-label={t`Account`}>
        <ul className="side-list">
          {links.map((link) => (
            <SideLink key={link.href} link={link} collapsed={collapsed} active={isActive(link.href)} onNavigate={onNavigate} />
          ))}
          <li>
            <button
              type="button"
              className="side-link side-link--signout"
              onClick={() => {
                onNavigate?.();
                signOut();
              }}
              disabled={pending || !user}
              aria-label={collapsed ? t`Sign Out` : undefined}
              data-tooltip={collapsed ? t`Sign Out` : undefined}
            >
              <LogOut aria-hidden="true" className="side-link__icon" />
              <span className="side-link__label">
                <Trans>Sign Out</Trans>
              </span>
            </button>
          </li>
        </ul>
      </nav>
      <Link
        href="/dashboard/settings"
        className="user-card"
        onClick={onNavigate}
        aria-label={user ? t`${user.fullName}, ${user.email}. Open settings` : t`Settings`}
        data-tooltip={collapsed && user ? user.fullName : undefined}
      >
        <Avatar name={user?.fullName} src={user?.avatarUrl} size={collapsed ? 40 : 38} />
        <span className="user-card__text">
          <span className="user-card__name">{user?.fullName ?? <Skeleton width={110} height={12} />}</span>
          <span className="user-card__email">{user?.email ?? <Skeleton width={140} height={10} />}</span>
        </span>
      </Link>
    </div>
  );
}

function ModeSwitch({ collapsed }: { collapsed: boolean }) {
  const { t } = useLingui();
  const { mode, setMode, pending } = useDashboardMode();
  if (collapsed) {
    const next = mode === 'student' ? 'seller' : 'student';
    const Icon = mode === 'student' ? GraduationCap : Store;
    return (
      <button
        type="button"
        className={`mode-toggle mode-toggle--${mode}`}
        onClick={() => setMode(next)}
        disabled={pending}
        aria-label={mode === 'student' ? t`Student mode. Switch to seller mode` : t`Seller mode. Switch to student mode`}
        data-tooltip={next === 'seller' ? t`Switch to seller mode` : t`Switch to student mode`}
        data-testid="mode-toggle"
      >
        <Icon aria-hidden="true" />
      </button>
    );
  }
  return (
    <fieldset className={`mode-switch mode-switch--${mode}`} aria-busy={pending || undefined}>
      <legend className="sr-only">
        <Trans>Dashboard mode</Trans>
      </legend>
      <button type="button" aria-pressed={mode === 'student'} onClick={() => setMode('student')} disabled={pending}>
        <GraduationCap aria-hidden="true" /> <Trans>Student</Trans>
      </button>
      <button type="button" aria-pressed={mode === 'seller'} onClick={() => setMode('seller')} disabled={pending}>
        <Store aria-hidden="true" /> <Trans>Seller</Trans>
      </button>
    </fieldset>
  );
}

export function Sidebar({ variant, user, collapsed, onToggleCollapsed, onNavigate }: Props) {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const { mode } = useDashboardMode();
  const menu = menuFor(mode);
  const label = mode === 'seller' ? t`Seller menu` : t`Student menu`;
  const ref = useRef<HTMLElement>(null);

  return (
    <aside
      ref={ref}
      className={`sidebar sidebar--${variant}${collapsed ? ' is-collapsed' : ''}`}
      aria-label={t`Dashboard`}
      data-testid={`sidebar-${variant}`}
    >
      {variant !== 'drawer' && (
        <SidebarHead href={user ? '/dashboard' : '/'} label={t`Studyhall dashboard`} collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} />
      )}

      <div className="sidebar__scroll">
        {user ? (
          <>
            <ModeSwitch collapsed={collapsed} />
            <nav aria-label={label} data-testid="sidebar-menu" data-mode={mode}>
              <ul className="side-list">
                {menu.map((link) => (
                  <SideLink
                    key={link.href}
                    link={{ ...link, label: i18n._(link.label) }}
                    collapsed={collapsed}
                    active={isActiveLink(link.href, location)}
                    onNavigate={onNavigate}
                  />
                ))}
              </ul>
            </nav>
          </>
        ) : (
          <div className="side-list" aria-hidden="true">
            {Array.from({ length: 8 }, (_n, i) => (
              <Skeleton key={i} height={36} className="side-skeleton" />
            ))}
          </div>
        )}
      </div>

      <SidebarFoot
        links={bottomMenu.map((link) => ({ ...link, label: i18n._(link.label) }))}
        isActive={(href) => isActiveLink(href, location)}
        user={user}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
      {collapsed && <SideTooltip container={ref} />}
    </aside>
  );
}
