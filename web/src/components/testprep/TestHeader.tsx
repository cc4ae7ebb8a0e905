// The head of a test page: its title, subject, maker, kinds of question and which AI wrote it.
import { Sparkles } from 'lucide-react';
import { KIND_LABELS, type TestView } from '../../api/testprep.ts';
import { plural } from '../../lib/format.ts';

export function TestHeader({ test }: { test: TestView }) {
  return (
    <header className="tp-head">
      <span className="eyebrow">{test.subject ? test.subject.name : 'Practice test'}</span>
      <h1 className="tp-head__title">{test.title}</h1>
      <p className="tp-muted">
        {test.status === 'ready' ? `${plural(test.questions.length, 'question')} · ` : ''}
        {test.kinds.map((k) => KIND_LABELS[k]).join(', ')} · {test.difficulty} · made by {test.isOwner ? 'you' : test.author}
      </p>
      {test.provider && (
        <p className="tp-mode">
          <Sparkles aria-hidden="true" />
          {test.provider === 'local'
            ? 'Questions built by Studyhall’s local mode from the key sentences and terms of the material (no language model).'
            : 'Questions written by an AI language model from the material, each checked against the page it cites.'}
        </p>
      )}
    </header>
  );
}
