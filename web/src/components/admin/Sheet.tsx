// A detail panel that slides in from the right (full width on phones): a head with badges, title and close
// button, a scrolling body and a foot for actions. Escape, the close button or the backdrop close it.
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalPanel } from '../../hooks/useModalPanel.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Badges above the title. */
  eyebrow?: ReactNode;
  children: ReactNode;
  foot?: ReactNode;
  label: string;
  testId?: string;
};

export function Sheet({ open, onClose, title, eyebrow, children, foot, label, testId }: Props) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalPanel(open, onClose, panelRef, { initialFocus: '.sheet__close' });
  return createPortal(
    <div className={`sheet${open ? ' is-open' : ''}`} aria-hidden={!open} inert={!open}>
      <button type="button" className="sheet__backdrop" tabIndex={-1} aria-label={t`Close`} onClick={onClose} />
      <div ref={panelRef} className="sheet__panel" role="dialog" aria-modal="true" aria-label={label} data-testid={testId}>
        <div className="sheet__head">
          <div className="sheet__titles">
            {eyebrow && <div className="sheet__eyebrow">{eyebrow}</div>}
            <h2 className="sheet__title">{title}</h2>
          </div>
          <button type="button" className="icon-btn sheet__close" aria-label={t`Close`} onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>
        <div className="sheet__body">{children}</div>
        {foot && <div className="sheet__foot">{foot}</div>}
      </div>
    </div>,
    document.body,
  );
}

/** A titled part of a sheet. */
export function SheetSection({ title, children }: { title?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sheet-section" aria-labelledby={title ? id : undefined}>
      {title && (
        <h3 id={id} className="sheet-section__title">
          {title}
        </h3>
      )}
      {children}
    </section>
  );
}

/** Label / value pairs in a responsive grid. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="admin-facts">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
