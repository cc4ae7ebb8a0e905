// An answer's text with its `[p. N]` citations as buttons that open the page beside the chat.
import { Fragment } from 'react';

const CITATION = /(\[p\.\s*\d{1,5}\])/;

export function AnswerText({ text, onCite }: { text: string; onCite: (page: number) => void }) {
  return (
    <div className="chat-answer__text">
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>
          {paragraph.split(CITATION).map((part, j) => {
            const page = /^\[p\.\s*(\d+)\]$/.exec(part)?.[1];
            if (!page) return <Fragment key={j}>{part}</Fragment>;
            return (
              <button key={j} type="button" className="cite" onClick={() => onCite(Number(page))} aria-label={`Open page ${page}`}>
                p. {page}
              </button>
            );
          })}
        </p>
      ))}
    </div>
  );
}
