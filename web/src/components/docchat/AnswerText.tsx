// An answer's text with its `[p. N]` citations as buttons that open the page beside the chat.
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { usePageCite } from '../tools/cite.ts';

const CITATION = /(\[p\.\s*\d{1,5}\])/;

export function AnswerText({ text, onCite }: { text: string; onCite: (page: number) => void }) {
  const { t } = useLingui();
  const cite = usePageCite();
  return (
    <div className="chat-answer__text">
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>
          {paragraph.split(CITATION).map((part, j) => {
            const found = /^\[p\.\s*(\d+)\]$/.exec(part)?.[1];
            if (!found) return <Fragment key={j}>{part}</Fragment>;
            const page = Number(found);
            return (
              <button key={j} type="button" className="cite" onClick={() => onCite(page)} aria-label={t`Open page ${page}`}>
                {cite(page)}
              </button>
            );
          })}
        </p>
      ))}
    </div>
  );
}
