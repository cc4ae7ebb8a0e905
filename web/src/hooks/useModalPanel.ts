// What every modal panel (the menus, drawers and dialogs) does while it is open: the page behind stops scrolling,
// Escape closes it, Tab stays inside it, and focus starts where `initialFocus` says. Panels stack (a confirm
// dialog over a drawer): only the top one answers Escape and keeps Tab, so one key press closes one panel.
import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';
const stack: symbol[] = [];

type Options = {
  /** A selector inside the panel to focus on opening; null leaves focus where it is. */
  initialFocus?: string | null;
};

export function useModalPanel(open: boolean, onClose: () => void, panelRef: RefObject<HTMLElement | null>, { initialFocus = FOCUSABLE }: Options = {}) {
  // The latest onClose, so a parent that passes a new function each render does not reopen the effect.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const me = Symbol('panel');
    stack.push(me);
    const previousFocus = document.activeElement as HTMLElement | null;
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== me) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      }
      if (e.key === 'Tab' && panelRef.current) {
        const focusables = panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE);
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
    if (initialFocus) panelRef.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      stack.splice(stack.indexOf(me), 1);
      document.body.style.overflow = prevOverflow;
      document.removeEventListener('keydown', onKey);
      // Back to what opened the panel, when it is still on the page.
      if (previousFocus?.isConnected) previousFocus.focus({ preventScroll: true });
    };
  }, [open, panelRef, initialFocus]);
}
