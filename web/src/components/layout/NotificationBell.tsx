// The header's bell: the unread count as a badge (live over server-sent events), and a panel with the newest
// notifications, each marked read when opened, and "Mark all read". Escape or an outside click closes the panel.
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type Notification, useMarkRead, useNotificationList, useUnreadNotifications } from '../../api/notifications.ts';
import { useFormat } from '../../hooks/useFormat.ts';

const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

export function NotificationBell() {
  const { t } = useLingui();
  const format = useFormat();
  const unread = useUnreadNotifications();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const list = useNotificationList(open);
  const mark = useMarkRead();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the panel
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (unread === null) return null;
  const items = list.data?.items ?? [];

  function openItem(item: Notification) {
    if (!item.read) mark.mutate(item.id);
    setOpen(false);
  }

  return (
    <div ref={wrapRef} className={`bell${open ? ' is-open' : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn bell__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        data-testid="notification-bell"
        onClick={() => setOpen((o) => !o)}
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span className="cart-btn__badge bell__badge" data-testid="notification-count">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <div id={panelId} className="bell__panel" role="dialog" aria-label={t`Notifications`} hidden={!open}>
        <div className="bell__head">
          <h2 className="bell__title">
            <Trans>Notifications</Trans>
          </h2>
          <button type="button" className="bell__all" disabled={unread === 0 || mark.isPending} onClick={() => mark.mutate(undefined)}>
            <Trans>Mark all read</Trans>
          </button>
        </div>
        {list.isPending ? (
          <ul className="bell__list" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="skeleton bell__skeleton" />
            ))}
          </ul>
        ) : list.isError ? (
          <p className="bell__empty">
            <Trans>Failed to load notifications</Trans>
          </p>
        ) : items.length === 0 ? (
          <p className="bell__empty">
            <Trans>You have no notifications yet.</Trans>
          </p>
        ) : (
          <ul className="bell__list">
            {items.map((item) => (
              <li key={item.id} className={`bell__item${item.read ? '' : ' is-unread'}`}>
                <Link href={item.link ?? '/dashboard'} className="bell__link" onClick={() => openItem(item)}>
                  <span className="bell__item-title">{item.title}</span>
                  <span className="bell__item-body">{item.body}</span>
                  <time className="bell__time" dateTime={item.createdAt}>
                    {format.relativeTime(item.createdAt)}
                  </time>
                </Link>
                {!item.read && (
                  <button type="button" className="bell__read" aria-label={t`Mark “${item.title}” read`} onClick={() => mark.mutate(item.id)}>
                    <span aria-hidden="true" className="bell__dot" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Link href="/dashboard/settings?tab=notifications" className="bell__settings" onClick={() => setOpen(false)}>
          <Trans>Notification settings</Trans>
        </Link>
      </div>
    </div>
  );
}
