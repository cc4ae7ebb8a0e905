// The page a citation points at, beside the chat (a sheet over it on narrow screens): the rendered preview when the
// pipeline made a readable one, and the page's text with the cited passage marked.
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, X } from 'lucide-react';
import { useChatPage } from '../../api/docchat.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

/** The page text with the cited passage marked; whitespace may differ (the page keeps its line breaks). */
function marked(text: string, quote: string | null) {
  const words = (quote ?? '').trim().split(/\s+/).filter(Boolean);
  // A quote cut at 300 characters may end mid-word.
  if (words.length > 3 && (quote ?? '').length >= 300) words.pop();
  if (!words.length) return text;
  const found = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')).exec(text);
  if (!found) return text;
  return (
    <>
      {text.slice(0, found.index)}
      <mark>{found[0]}</mark>
      {text.slice(found.index + found[0].length)}
    </>
  );
}

export function PagePanel({ chatId, page, quote, pageCount, onClose }: { chatId: string; page: number; quote: string | null; pageCount: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useChatPage(chatId, page);
  return (
    <aside className="page-panel" aria-label={t`Page ${page}`}>
      <header className="page-panel__head">
        <span className="page-panel__title">
          <FileText aria-hidden="true" size={18} /> {t`Page ${page}`}
          {pageCount ? (
            <span className="page-panel__of">
              {' '}
              <Trans>of {pageCount}</Trans>
            </span>
          ) : null}
        </span>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t`Close the page`}>
          <X aria-hidden="true" />
        </button>
      </header>
      <div className="page-panel__body">
        {isPending && <Skeleton className="page-panel__skeleton" />}
        {isError && (
          <p className="page-panel__error">
            <Trans>This page could not be opened.</Trans>
          </p>
        )}
        {data && (
          <>
            {data.imageUrl && <img className="page-panel__image" src={data.imageUrl} alt={t`Page ${page} of the document`} width={data.width} height={data.height} />}
            <div className="page-panel__text" data-testid="page-text">
              {data.text ? marked(data.text, quote) : t`This page has no text we could read.`}
            </div>
          </>
        )}
      </div>
    </aside>
  );
}
