// The "How it works" band of the AI tools' public pages: numbered steps, each with its icon. Two looks, one markup
// each: `tiles` (the homework, flashcards and test prep pages, an icon tile in the tool's colour) and `cards` (the
// Document Chat and paper tools' pages).
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';

/** A step's words: a message (module-level data, translated here) or a string already in the page's language. */
export type ToolText = string | MessageDescriptor;
export type ToolStep = { icon: LucideIcon; title: ToolText; text: ToolText };

/** The words of a step in the page's language. */
export function useToolText() {
  const { i18n } = useLingui();
  return (text: ToolText) => (typeof text === 'string' ? text : i18n._(text));
}

export function HowItWorks({ steps, look, color, id }: { steps: ToolStep[]; look: 'tiles' | 'cards'; color?: string; id?: string }) {
  const words = useToolText();
  if (look === 'cards') {
    return (
      <section className="section" aria-labelledby={id}>
        <div className="container">
          <h2 id={id} className="section-title docchat-section-title">
            <Trans>How it works</Trans>
          </h2>
          <ol className="docchat-steps">
            {steps.map((s, i) => (
              <li key={i} className="card card--pad docchat-step">
                <span className="docchat-step__n">{i + 1}</span>
                <s.icon aria-hidden="true" className="docchat-step__icon" />
                <h3 className="docchat-step__title">{words(s.title)}</h3>
                <p className="docchat-step__text">{words(s.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    );
  }
  return (
    <section className="container section section--tight" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        <Trans>How it works</Trans>
      </h2>
      <ol className="hw-how">
        {steps.map((s, i) => {
          const n = i + 1;
          return (
            <li key={i} className="hw-how__step">
              <span className="icon-tile icon-tile--lg" style={{ ['--tile-color' as string]: color }}>
                <s.icon aria-hidden="true" />
              </span>
              <span className="hw-how__n">
                <Trans>Step {n}</Trans>
              </span>
              <h3>{words(s.title)}</h3>
              <p>{words(s.text)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
