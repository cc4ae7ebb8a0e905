// One floating label for the icons-only side bar: whatever element under the pointer (or focused)
// carries `data-tooltip` gets its label shown to its right. Fixed-positioned, so the side bar's
// scrolling area never clips it.
import { type RefObject, useEffect, useState } from 'react';

type Tip = { text: string; top: number; left: number } | null;

export function SideTooltip({ container }: { container: RefObject<HTMLElement | null> }) {
  const [tip, setTip] = useState<Tip>(null);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const show = (target: EventTarget | null) => {
      const el = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-tooltip]');
      if (!el || !root.contains(el)) {
        setTip(null);
        return;
      }
      const rect = el.getBoundingClientRect();
      setTip({ text: el.dataset.tooltip ?? '', top: rect.top + rect.height / 2, left: rect.right + 10 });
    };
    const over = (e: Event) => show(e.target);
    const hide = () => setTip(null);
    root.addEventListener('pointerover', over);
    root.addEventListener('focusin', over);
    root.addEventListener('pointerleave', hide);
    root.addEventListener('focusout', hide);
    root.addEventListener('click', hide);
    const scroller = root.querySelector('.sidebar__scroll');
    scroller?.addEventListener('scroll', hide, { passive: true });
    return () => {
      root.removeEventListener('pointerover', over);
      root.removeEventListener('focusin', over);
      root.removeEventListener('pointerleave', hide);
      root.removeEventListener('focusout', hide);
      root.removeEventListener('click', hide);
      scroller?.removeEventListener('scroll', hide);
    };
  }, [container]);

  if (!tip?.text) return null;
  return (
    <span className="side-tooltip" role="presentation" style={{ top: tip.top, left: tip.left }}>
      {tip.text}
    </span>
  );
}
