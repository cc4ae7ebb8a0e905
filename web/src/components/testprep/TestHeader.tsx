// The head of a test page: its title, subject, maker, kinds of question and which AI wrote it.
import { Plural, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import type { TestView } from '../../api/testprep.ts';
import { DIFFICULTY_NAMES, KIND_NAMES } from './labels.ts';

export function TestHeader({ test }: { test: TestView }) {
  const { t, i18n } = useLingui();
  const author = test.author;
  return (
    <header className="tp-head">
      <span className="eyebrow">{test.subject ? test.subject.name : t`Practice test`}</span>
      <h1 className="tp-head__title">{test.title}</h1>
      <p className="tp-muted">
        {test.status === 'ready' && (
          <>
            <Plural value={test.questions.length} one="# question" other="# questions" />
            {' · '}
          </>
        )}
        {test.kinds.map((k) => i18n._(KIND_NAMES[k])).join(', ')} · {i18n._(DIFFICULTY_NAMES[test.difficulty])} ·{' '}
        {test.isOwner ? t`made by you` : t`made by ${author}`}
      </p>
      {test.provider && (
        <p className="tp-mode">
          <Sparkles aria-hidden="true" />
          {test.provider === 'local'
            ? t`Questions built by Studyhall’s local mode from the key sentences and terms of the material (no language model).`
            : t`Questions written by an AI language model from the material, each checked against the page it cites.`}
        </p>
      )}
    </header>
  );
}
