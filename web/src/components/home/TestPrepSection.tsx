import { ArrowRight, CalendarCheck, Check, ClipboardCheck, Clock, Target } from 'lucide-react';
import { Link } from 'wouter';

const options = [
  { key: 'A', text: 'Golgi apparatus' },
  { key: 'B', text: 'Mitochondrion', correct: true },
  { key: 'C', text: 'Ribosome' },
  { key: 'D', text: 'Lysosome' },
];

export function TestPrepSection() {
  return (
    <section className="section" aria-labelledby="test-prep-title">
      <div className="container split">
        <div className="split__visual" aria-hidden="true">
          <div className="mock-test">
            <div className="mock-test__head">
              <span className="badge badge--brand">Cell Biology · Practice test</span>
              <span className="mock-test__timer">
                <Clock /> 18:42
              </span>
            </div>
            <div className="mock-test__progress">
              <span style={{ width: '35%' }} />
            </div>
            <p className="mock-test__count">Question 7 of 20</p>
            <p className="mock-test__q">Which organelle produces most of the cell’s ATP?</p>
            <ul className="mock-test__options">
              {options.map((o) => (
                <li key={o.key} className={o.correct ? 'is-correct' : undefined}>
                  <span className="mock-test__key">{o.correct ? <Check /> : o.key}</span>
                  {o.text}
                </li>
              ))}
            </ul>
            <div className="mock-test__foot">
              <span>
                <Target /> 86% so far
              </span>
              <span className="mock-test__next">Next question</span>
            </div>
          </div>
        </div>
        <div className="split__copy">
          <p className="eyebrow">
            <ClipboardCheck aria-hidden="true" /> AI Test Prep
          </p>
          <h2 id="test-prep-title" className="section-title">
            Walk into every exam prepared
          </h2>
          <p className="section-lead">
            Add your syllabus, notes and readings. Test Prep builds a study plan and practice tests from your own
            material, then shows you what to revise next.
          </p>
          <ul className="checklist">
            <li>
              <CalendarCheck aria-hidden="true" /> Study plans paced to your exam date
            </li>
            <li>
              <Check aria-hidden="true" /> Practice tests from your own resources
            </li>
            <li>
              <Target aria-hidden="true" /> Results that point to your weak spots
            </li>
          </ul>
          <Link href="/test-prep" className="btn btn--primary btn--lg">
            Start Test Prep <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
