// /dashboard/document-chat: the user's chats, most recent first, and the way to start a new one.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileText, MessagesSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useChats } from '../../../api/docchat.ts';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { useFormat } from '../../../hooks/useFormat.ts';

export default function ChatsPage() {
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Document Chat`, description: t`Your document chats: upload a document and ask it anything.` });
  const [page, setPage] = useState(1);
  const chats = useChats(page);
  const newChat = (
    <Link href="/dashboard/document-chat/upload" className="btn btn--primary">
      <Plus aria-hidden="true" /> <Trans>New chat</Trans>
    </Link>
  );
  return (
    <div className="dash-page">
      <header className="dash-page__head chat-list__head">
        <div>
          <h1 className="dash-page__title">
            <Trans>Document Chat</Trans>
          </h1>
          <p className="dash-page__lead">
            <Trans>Upload notes, slides or a textbook chapter and ask it anything. Every answer points to its page.</Trans>
          </p>
        </div>
        {newChat}
      </header>
      {chats.isPending && (
        <div className="chat-list" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={84} />
          ))}
        </div>
      )}
      {chats.isError && <ErrorPanel title={t`Your chats could not be loaded`} onRetry={() => chats.refetch()} />}
      {chats.data && chats.data.total === 0 && (
        <EmptyState icon={MessagesSquare} title={t`No chats yet`} text={t`Upload a PDF or your notes to start your first chat.`} actions={newChat} />
      )}
      {chats.data && chats.data.total > 0 && (
        <>
          <ul className="chat-list">
            {chats.data.items.map((c) => (
              <li key={c.id}>
                <Link href={`/dashboard/document-chat/${c.id}`} className="card card--interactive chat-card">
                  <span className="icon-tile" style={{ ['--tile-color' as string]: '#0891b2' }}>
                    <FileText aria-hidden="true" />
                  </span>
                  <span className="chat-card__text">
                    <span className="chat-card__title">{c.title}</span>
                    <span className="chat-card__meta">
                      {c.document.pageCount ? (
                        <>
                          <Plural value={c.document.pageCount} one="# page" other="# pages" />
                          {' · '}
                        </>
                      ) : null}
                      {c.document.processing === 'ready' ? (
                        <Plural value={c.messageCount} one="# question" other="# questions" />
                      ) : c.document.processing === 'failed' ? (
                        <Trans>Could not be read</Trans>
                      ) : (
                        <Trans>Preparing…</Trans>
                      )}
                      {' · '}
                      {format.relativeTime(c.updatedAt)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {chats.data.total > chats.data.pageSize && (
            <nav className="chat-list__pages" aria-label={t`Pages`}>
              <button type="button" className="btn btn--secondary btn--sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>Newer</Trans>
              </button>
              <button type="button" className="btn btn--secondary btn--sm" disabled={page * chats.data.pageSize >= chats.data.total} onClick={() => setPage(page + 1)}>
                <Trans>Older</Trans>
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
