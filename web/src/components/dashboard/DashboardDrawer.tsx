// The dashboard menu as a slide-in drawer on phones (under 768 px the side bar is hidden): the same
// mode switch, menus, Sign Out and user card. Escape, the close button or the backdrop close it.
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Profile } from '../../api/accounts.ts';
import { Logo } from '../layout/Logo.tsx';
import { Sidebar } from './Sidebar.tsx';

type Props = { open: boolean; onClose: () => void; user: Profile | null };

export function DashboardDrawer({ open, onClose, user }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab' && panelRef.current) {
        const focusables = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    panelRef.current?.querySelector<HTMLElement>('.mobile-menu__close')?.focus();
    return () => {
      document.body.style.overflow = prevOverflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return createPortal(
    <div className={`mobile-menu dash-drawer${open ? ' is-open' : ''}`} aria-hidden={!open} inert={!open}>
      <button type="button" className="mobile-menu__backdrop" tabIndex={-1} aria-label="Close menu" onClick={onClose} />
      <div ref={panelRef} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Dashboard menu">
        <div className="mobile-menu__head">
          <Logo onClick={onClose} />
          <button type="button" className="icon-btn mobile-menu__close" aria-label="Close menu" onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
        <Sidebar variant="drawer" user={user} collapsed={false} onNavigate={onClose} />
      </div>
    </div>,
    document.body,
  );
}
