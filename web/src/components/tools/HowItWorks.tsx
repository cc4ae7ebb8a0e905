// The "How it works" band of the AI tools' public pages: numbered steps, each with its icon. Two looks, one markup
// each: `tiles` (the homework, flashcards and test prep pages, an icon tile in the tool's colour) and `cards` (the
// Document Chat and paper tools' pages).
import type { LucideIcon } from 'lucide-react';

export type ToolStep = { icon: LucideIcon; title: string; text: string };

export function HowItWorks({ steps, look, color, id }: { steps: ToolStep[]; look: 'tiles' | 'cards'; color?: string; id?: string }) {
  if (look === 'cards') {
    return (
      <section className="section" aria-labelledby={id}>
        <div className="container">
          <h2 id={id} className="section-title docchat-section-title">
            How it works
          </h2>
          <ol className="docchat-steps">
            {steps.map((s, i) => (
              <li key={s.title} className="card card--pad docchat-step">
                <span className="docchat-step__n">{i + 1}</span>
                <s.icon aria-hidden="true" className="docchat-step__icon" />
                <h3 className="docchat-step__title">{s.title}</h3>
                <p className="docchat-step__text">{s.text}</p>
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
        How it works
      </h2>
      <ol className="hw-how">
        {steps.map((s, i) => (
          <li key={s.title} className="hw-how__step">
            <span className="icon-tile icon-tile--lg" style={{ ['--tile-color' as string]: color }}>
              <s.icon aria-hidden="true" />
            </span>
            <span className="hw-how__n">Step {i + 1}</span>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
