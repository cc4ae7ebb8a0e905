import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ArrowRight, CalendarCheck, Check, ClipboardCheck, Clock, Target } from 'lucide-react';
import { Link } from 'wouter';

const options: { key: string; text: MessageDescriptor; correct?: boolean }[] = [
  { key: 'A', text: msg`Golgi apparatus` },
  { key: 'B', text: msg`Mitochondrion`, correct: true },
  { key: 'C', text: msg`Ribosome` },
  { key: 'D', text: msg`Lysosome` },
];

export function TestPrepSection() {
  const { _ } = useLingui();
  return (
    <section className="section" aria-labelledby="test-prep-title">
      <div className="container split">
        <div className="split__visual" aria-hidden="true">
          <div className="mock-test">
            <div className="mock-test__head">
              <span className="badge badge--brand">
                <Trans>Cell Biology · Practice test</Trans>
              </span>
              <span className="mock-test__timer">
                <Clock /> 18:42
              </span>
            </div>
            <div className="mock-test__progress">
              <span style={{ width: '35%' }} />
            </div>
            <p className="mock-test__count">
              <Trans>Question 7 of 20</Trans>
            </p>
            <p className="mock-test__q">
              <Trans>Which organelle produces most of the cell’s ATP?</Trans>
            </p>
            <ul className="mock-test__options">
              {options.map((o) => (
                <li key={o.key} className={o.correct ? 'is-correct' : undefined}>
                  <span className="mock-test__key">{o.correct ? <Check /> : o.key}</span>
                  {_(o.text)}
                </li>
              ))}
            </ul>
            <div className="mock-test__foot">
              <span>
                <Target /> <Trans>86% so far</Trans>
              </span>
              <span className="mock-test__next">
                <Trans>Next question</Trans>
              </span>
            </div>
          </div>
        </div>
        <div className="split__copy">
          <p className="eyebrow">
            <ClipboardCheck aria-hidden="true" /> <Trans>AI Test Prep</Trans>
          </p>
          <h2 id="test-prep-title" className="section-title">
            <Trans>Walk into every exam prepared</Trans>
          </h2>
          <p className="section-lead">
            <Trans>
              Add your syllabus, notes and readings. Test Prep builds a study plan and practice tests from your own
              material, then shows you what to revise next.
            </Trans>
          </p>
          <ul className="checklist">
            <li>
              <CalendarCheck aria-hidden="true" /> <Trans>Study plans paced to your exam date</Trans>
            </li>
            <li>
              <Check aria-hidden="true" /> <Trans>Practice tests from your own resources</Trans>
            </li>
            <li>
              <Target aria-hidden="true" /> <Trans>Results that point to your weak spots</Trans>
            </li>
          </ul>
          <Link href="/test-prep" className="btn btn--primary btn--lg">
            <Trans>Start Test Prep</Trans> <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
