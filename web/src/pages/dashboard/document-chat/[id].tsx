// /dashboard/document-chat/{id}: one chat. The questions and their answers (streamed while they come, then the
// stored, checked text), `[p. N]` citations that open the page beside the chat, suggested questions while the chat
// is empty, the next question's cost on the send button, which mode answers, rename and delete.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bot, FileText, Loader2, MessageSquareText, Pencil, Send, Sparkles, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useAiPrice } from '../../../api/ai-prices.ts';
import { ApiError } from '../../../api/client.ts';
import { type Chat, type ChatMessage, QUESTION_MAX, TITLE_MAX, useAsk, useChat, useDeleteChat, useRenameChat } from '../../../api/docchat.ts';
import { AnswerText } from '../../../components/docchat/AnswerText.tsx';
import { PagePanel } from '../../../components/docchat/PagePanel.tsx';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

/** The cited page beside the chat, by the answer that cited it: its quote is read when the panel renders, so a page opened
 * while the answer still streams (its citations not yet checked) gets its passage marked as soon as they arrive. */
type Open = { messageId: string; page: number };

export default function ChatPage() {
  const { id = '' } = useParams<{ id: string }>();
  const chat = useChat(id);
  const [open, setOpen] = useState<Open | null>(null);
  const { t } = useLingui();
  usePageMeta({ title: chat.data?.title ?? t`Document chat`, description: t`Ask questions about your document and get answers that point to the right page.` });

  if (chat.isPending) return <ChatSkeleton />;
  // A failed refetch keeps the chat on screen (the next poll or event brings it back); only a first load fails here.
  if (!chat.data) {
    const missing = chat.error instanceof ApiError && chat.error.status === 404;
    return (
      <div className="dash-page">
        <ErrorPanel
          title={missing ? t`Chat not found` : t`This chat could not be loaded`}
          message={missing ? t`It may have been deleted.` : undefined}
          onRetry={missing ? undefined : () => chat.refetch()}
        />
        <Link href="/dashboard/document-chat" className="btn btn--secondary chat-back">
          <Trans>All chats</Trans>
        </Link>
      </div>
    );
  }
  const data = chat.data;
  return (
    <div className={`dash-page chat-page${open ? ' chat-page--with-panel' : ''}`}>
      <div className="chat-column">
        <Breadcrumbs items={[{ label: t`Document Chat`, href: '/dashboard/document-chat' }, { label: data.title }]} />
        <ChatHeader chat={data} />
        <DocumentState chat={data} />
        <Messages chat={data} onCite={(messageId, page) => setOpen({ messageId, page })} />
        <AskBox chat={data} />
      </div>
      {open && <PagePanel chatId={data.id} page={open.page} quote={quoteOf(data, open)} pageCount={data.document.pageCount} onClose={() => setOpen(null)} />}
    </div>
  );
}

function quoteOf(chat: Chat, open: Open): string | null {
  const message = chat.messages.find((m) => m.id === open.messageId);
  return message?.answer.citations.find((c) => c.page === open.page)?.quote ?? null;
}

function ChatSkeleton() {
  return (
    <div className="dash-page chat-page" aria-busy="true">
      <div className="chat-column">
        <Skeleton className="skeleton--title" width="40%" />
        <Skeleton height={120} />
        <Skeleton height={56} />
      </div>
    </div>
  );
}

function ChatHeader({ chat }: { chat: Chat }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(chat.title);
  const rename = useRenameChat(chat.id);
  const remove = useDeleteChat();
  const [, navigate] = useLocation();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await rename.mutateAsync(title.trim());
      setEditing(false);
      toast.success(t`Chat renamed`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t`The chat could not be renamed.`);
    }
  };
  const destroy = async () => {
    if (!window.confirm(t`Delete this chat and its answers? This cannot be undone.`)) return;
    try {
      await remove.mutateAsync(chat.id);
      toast.success(t`Chat deleted`);
      navigate('/dashboard/document-chat');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t`The chat could not be deleted.`);
    }
  };
  return (
    <header className="chat-head">
      {editing ? (
        <form className="chat-head__rename" onSubmit={save}>
          <input className="input" aria-label={t`Chat name`} value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
          <button type="submit" className="btn btn--primary btn--sm" disabled={rename.isPending || !title.trim()}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(false)}>
            <Trans>Cancel</Trans>
          </button>
        </form>
      ) : (
        <div className="chat-head__row">
          <h1 className="chat-head__title">{chat.title}</h1>
          <div className="chat-head__tools">
            <button type="button" className="icon-btn" aria-label={t`Rename the chat`} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
            </button>
            <button type="button" className="icon-btn" aria-label={t`Delete the chat`} onClick={destroy}>
              <Trash2 aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
      <p className="chat-head__meta">
        <span>
          <FileText aria-hidden="true" /> {chat.document.title}
          {chat.document.pageCount ? (
            <>
              {' · '}
              <Plural value={chat.document.pageCount} one="# page" other="# pages" />
            </>
          ) : null}
        </span>
        <span className={`mode-badge mode-badge--${chat.provider}`} data-testid="ai-mode">
          {chat.provider === 'local' ? <Sparkles aria-hidden="true" /> : <Bot aria-hidden="true" />}
          {chat.provider === 'local' ? t`Local mode: answers quote your document` : t`AI model: answers from your document`}
        </span>
      </p>
    </header>
  );
}

function DocumentState({ chat }: { chat: Chat }) {
  const { t } = useLingui();
  const { processing, processingError } = chat.document;
  if (processing === 'ready') return null;
  if (processing === 'failed') return <ErrorPanel title={t`This document cannot be chatted with`} message={processingError ?? t`It could not be read.`} />;
  return (
    <div className="chat-notice" role="status">
      <Loader2 className="spin" aria-hidden="true" /> <Trans>Preparing your document: reading every page. You can ask as soon as it is ready.</Trans>
    </div>
  );
}

function Messages({ chat, onCite }: { chat: Chat; onCite: (messageId: string, page: number) => void }) {
  const { t } = useLingui();
  const end = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest answer as it grows
  useEffect(() => {
    // A block body: Chromium's scrollIntoView may return a promise, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [chat.messages.length, last?.answer.text.length]);
  if (!chat.messages.length) return <Suggestions chat={chat} />;
  return (
    <>
      <ol className="chat-thread" aria-label={t`Questions and answers`}>
        {chat.messages.map((m) => (
          <li key={m.id} className="chat-turn">
            <p className="chat-question">{m.question}</p>
            <Answer message={m} onCite={onCite} />
          </li>
        ))}
      </ol>
      <div ref={end} />
    </>
  );
}

function Answer({ message, onCite }: { message: ChatMessage; onCite: (messageId: string, page: number) => void }) {
  const { t } = useLingui();
  const a = message.answer;
  const cite = (page: number) => onCite(message.id, page);
  return (
    <div className={`chat-answer chat-answer--${a.status}`} data-testid="answer" aria-live={a.status === 'running' ? 'polite' : undefined}>
      {a.status === 'failed' ? (
        <p className="chat-answer__error">{a.error?.message ?? t`The answer could not be produced. Your points were returned.`}</p>
      ) : a.text ? (
        <AnswerText text={a.text} onCite={cite} />
      ) : (
        <p className="chat-answer__waiting">
          <Loader2 className="spin" aria-hidden="true" /> <Trans>Reading the document…</Trans>
        </p>
      )}
      {a.status === 'done' && a.citations.length > 0 && (
        <p className="chat-answer__sources">
          <Trans>Sources:</Trans>{' '}
          {a.citations.map((c) => (
            <button key={c.page} type="button" className="cite cite--chip" onClick={() => cite(c.page)}>
              <Trans>Page {c.page}</Trans>
            </button>
          ))}
        </p>
      )}
      <p className="chat-answer__foot">
        {a.refunded ? (
          <Plural value={a.points} one="# point returned" other="# points returned" />
        ) : (
          <Plural value={a.points} one="# point" other="# points" />
        )}
        {a.provider && ` · ${a.provider === 'local' ? t`local mode` : a.model}`}
      </p>
    </div>
  );
}

function Suggestions({ chat }: { chat: Chat }) {
  const { t, i18n } = useLingui();
  const ask = useAsk(chat.id);
  if (chat.document.processing !== 'ready') return null;
  return (
    <section className="chat-empty">
      <span className="icon-tile icon-tile--lg" style={{ ['--tile-color' as string]: '#0891b2' }}>
        <MessageSquareText aria-hidden="true" />
      </span>
      <h2 className="chat-empty__title">
        <Trans>Ask anything about “{chat.document.title}”</Trans>
      </h2>
      <p className="chat-empty__text">
        <Trans>Every answer cites its pages. Click a citation to see the page beside the chat.</Trans>
      </p>
      {chat.suggestions.length > 0 && (
        <nav className="chat-suggestions" aria-label={t`Suggested questions`}>
          {chat.suggestions.map((s) => (
            <button key={s} type="button" className="chip" disabled={ask.isPending} onClick={() => void send(ask, s, chat.nextCost, i18n)}>
              {s}
            </button>
          ))}
        </nav>
      )}
    </section>
  );
}

/** `points` is the price the page shows; the server refuses the question if it changed meanwhile. */
async function send(ask: ReturnType<typeof useAsk>, question: string, points: number, i18n: I18n): Promise<boolean> {
  try {
    await ask.mutateAsync({ question, key: crypto.randomUUID(), points });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'insufficient_points') {
      toast.error(err.message, { action: { label: i18n._(msg`Buy points`), onClick: () => window.location.assign('/dashboard/wallet') } });
    } else toast.error(err instanceof Error ? err.message : i18n._(msg`Your question could not be sent.`));
    return false;
  }
}

function AskBox({ chat }: { chat: Chat }) {
  const { t, i18n } = useLingui();
  const price = useAiPrice();
  const base = price('document-chat', 'base');
  const extra = price('document-chat', 'points');
  const every = price('document-chat', 'messages');
  const [question, setQuestion] = useState('');
  const ask = useAsk(chat.id);
  const ready = chat.document.processing === 'ready';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const q = question.trim();
    if (!q) return;
    if (await send(ask, q, chat.nextCost, i18n)) setQuestion('');
  };
  return (
    <form className="ask-box" onSubmit={submit} aria-label={t`Ask a question`}>
      <textarea
        className="input ask-box__input"
        aria-label={t`Your question`}
        placeholder={ready ? t`Ask a question about the document…` : t`Your document is being prepared…`}
        value={question}
        maxLength={QUESTION_MAX}
        rows={2}
        disabled={!ready}
        onChange={(e) => setQuestion(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <button type="submit" className="btn btn--primary ask-box__send" disabled={!ready || ask.isPending || !question.trim()}>
        {ask.isPending ? <Loader2 className="spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        <Trans>
          Ask · <Plural value={chat.nextCost} one="# point" other="# points" />
        </Trans>
      </button>
      <p className="ask-box__hint">
        <Trans>
          {base} points a question, plus {extra} for every {every} questions already asked in this chat.
        </Trans>{' '}
        <Link href="/dashboard/wallet">
          <Trans>Buy points</Trans>
        </Link>
      </p>
    </form>
  );
}
