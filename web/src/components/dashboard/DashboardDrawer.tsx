// The side bar as a slide-in drawer on phones (under 768 px the side bar is hidden): the dashboard's (mode switch,
// menus, Sign Out, user card) and the admin's. Escape, the close button or the backdrop close it.
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Profile } from '../../api/accounts.ts';
import { useModalPanel } from '../../hooks/useModalPanel.ts';
import { Logo } from '../layout/Logo.tsx';
import { Sidebar } from './Sidebar.tsx';

type DrawerProps = { open: boolean; onClose: () => void; label: string; children: ReactNode };

export function SideDrawer({ open, onClose, label, children }: DrawerProps) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalPanel(open, onClose, panelRef, { initialFocus: '.mobile-menu__close' });

  return createPortal(
    <div className={`mobile-menu dash-drawer${open ? ' is-open' : ''}`} aria-hidden={!open} inert={!open}>
      <button type="button" className="mobile-menu__backdrop" tabIndex={-1} aria-label={t`Close menu`} onClick={onClose} />
      <div ref={panelRef} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={label}>
        <div className="mobile-menu__head">
          <Logo onClick={onClose} />
          <button type="button" className="icon-btn mobile-menu__close" aria-label={t`Close menu`} onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

export function DashboardDrawer({ open, onClose, user }: { open: boolean; onClose: () => void; user: Profile | null }) {
  const { t } = useLingui();
  return (
    <SideDrawer open={open} onClose={onClose} label={t`Dashboard menu`}>
      <Sidebar variant="drawer" user={user} collapsed={false} onNavigate={onClose} />
    </SideDrawer>
  );
}
