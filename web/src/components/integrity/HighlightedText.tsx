// A text with some of its character ranges marked (matching passages, scored sentences). Ranges are sorted and
// never overlap; the text between them is plain.
import type { ReactNode } from 'react';

export type Mark = { start: number; end: number; className: string; title: string; label?: ReactNode };

export function HighlightedText({ text, marks, testId }: { text: string; marks: Mark[]; testId?: string }) {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of [...marks].sort((a, b) => a.start - b.start)) {
    if (m.start < at) continue;
    if (m.start > at) out.push(text.slice(at, m.start));
    out.push(
      <mark key={m.start} className={m.className} title={m.title}>
        {text.slice(m.start, m.end)}
        {m.label}
      </mark>,
    );
    at = m.end;
  }
  out.push(text.slice(at));
  return (
    <div className="ic-text" data-testid={testId}>
      {out}
    </div>
  );
}
