// The page of one integrity tool (the AI detector or the plagiarism checker): what it does and costs, the text, the
// check, the report (its id in the address as ?check=, so a report can be reopened and shared with oneself), and
// the signed-in user's earlier checks.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAuth } from '../../api/accounts.ts';
import { type CheckKind, useIntegrityQuote } from '../../api/integrity.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { CheckHistory } from './CheckHistory.tsx';
import { CheckReport } from './CheckReport.tsx';
import { IntegrityChecks } from './IntegrityChecks.tsx';
import { TextSource } from './TextSource.tsx';

type Props = { kind: CheckKind; lead: string; points: string[]; placeholder: string };

/** The pages' titles and descriptions (INTEGRITY_PAGES' words, which the server renders in English), translated. */
const PAGES = {
  plagiarism: {
    title: msg`Plagiarism Checker`,
    description: msg`Compare your text with Studyhall’s study documents, questions, decks and papers. See each matching passage and its source. 5 points a check.`,
  },
  'ai-detection': {
    title: msg`AI Detector`,
    description: msg`Estimate how likely each sentence of a text is to have been written by AI. Never a verdict: one signal among others. 5 points a check.`,
  },
} as const;

export function IntegrityToolPage({ kind, lead, points, placeholder }: Props) {
  const { t, i18n } = useLingui();
  const title = i18n._(PAGES[kind].title);
  usePageMeta({ title, description: i18n._(PAGES[kind].description) });
  const auth = useAuth();
  const quote = useIntegrityQuote();
  const [text, setText] = useState('');
  const [checkId, setCheckId] = useQueryParam('check');
  const mode =
    kind === 'plagiarism'
      ? t`Matching runs on Studyhall’s fingerprint index in every mode.`
      : quote.data?.provider === 'openai'
        ? t`Mode: language model (perplexity from token log-probabilities).`
        : t`Mode: local statistical estimate (no language model).`;
  return (
    <div className="ic-page">
      <section className="ic-hero">
        <div className="container">
          <span className="badge badge--brand">
            <Trans>AI writing tool</Trans>
          </span>
          <h1 className="ic-hero__title">{title}</h1>
          <p className="ic-hero__lead">{lead}</p>
          <ul className="ic-hero__points">
            {points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p className="ic-hero__mode" data-testid="tool-mode">{mode}</p>
        </div>
      </section>
      <div className={`container ic-body${auth.status === 'signed-in' ? '' : ' ic-body--single'}`}>
        <div className="ic-main">
          <div className="card card--pad">
            <TextSource value={text} onChange={setText} placeholder={placeholder} />
            <IntegrityChecks text={text} kinds={[kind]} onChecked={setCheckId} />
          </div>
          {checkId && (
            <div className="card card--pad ic-report-card">
              <CheckReport id={checkId} />
            </div>
          )}
        </div>
        {auth.status === 'signed-in' && <CheckHistory kind={kind} openId={checkId} onOpen={setCheckId} />}
      </div>
    </div>
  );
}
