// Document Chat's public page (spec 001 §1-2, §9): what the tool does, how it works, what it costs, and the upload
// that starts a chat (guests sign in on the way: the dashboard route sends them to /login and back).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, BookOpenCheck, FileSearch, FileText, Lock, MessagesSquare, Quote, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../api/accounts.ts';
import { useAiPrice } from '../api/ai-prices.ts';
import { usePageCite } from '../components/tools/cite.ts';
import { HowItWorks } from '../components/tools/HowItWorks.tsx';
import { usePoints } from '../components/tools/points.ts';
import { usePageMeta } from '../hooks/usePageMeta.ts';

const STEPS = [
  { icon: Upload, title: msg`Upload your document`, text: msg`A PDF, lecture slides or your own notes. It stays private: only you can see it.` },
  { icon: MessagesSquare, title: msg`Ask in plain language`, text: msg`“What causes osmosis?” “Summarise chapter 3.” Suggested questions help you start.` },
  { icon: FileSearch, title: msg`Check the page`, text: msg`Every answer cites its pages. Click [p. 4] and page 4 opens beside the chat.` },
];

export default function DocumentChatPage() {
  const { t } = useLingui();
  const price = useAiPrice();
  const points = usePoints();
  const cite = usePageCite();
  usePageMeta({
    title: t`Document Chat: ask your notes anything`,
    description: t`Upload a PDF or your notes and ask questions. Every answer cites the page it comes from, and the price shows before you ask.`,
  });
  const auth = useAuth();
  const start = '/dashboard/document-chat/upload';
  const base = points.long(price('document-chat', 'base'));
  const step = points.long(price('document-chat', 'points'));
  const block = price('document-chat', 'messages');
  return (
    <div className="docchat-landing">
      <section className="docchat-hero">
        <div className="container docchat-hero__inner">
          <div className="docchat-hero__copy">
            <span className="badge badge--brand">
              <Trans>AI study tool</Trans>
            </span>
            <h1 className="docchat-hero__title">
              <Trans>Chat with your documents. Every answer shows its page.</Trans>
            </h1>
            <p className="docchat-hero__lead">
              <Trans>
                Upload lecture notes, a textbook chapter or past papers and ask questions. Studyhall finds the passages that answer you and cites the
                pages, so you can check every word.
              </Trans>
            </p>
            <div className="docchat-hero__actions">
              <Link href={start} className="btn btn--primary btn--lg" data-testid="start-chat">
                <Upload aria-hidden="true" /> <Trans>Upload a document</Trans>
              </Link>
              {auth.status === 'signed-in' && (
                <Link href="/dashboard/document-chat" className="btn btn--secondary btn--lg">
                  <Trans>Your chats</Trans> <ArrowRight aria-hidden="true" />
                </Link>
              )}
            </div>
            <p className="docchat-hero__note">
              <Lock aria-hidden="true" size={16} />
              {auth.status === 'signed-in' ? t`Your uploads stay private.` : t`Free account needed: you sign in on the way, and your uploads stay private.`}
            </p>
          </div>
          <div className="docchat-demo" aria-hidden="true">
            <div className="docchat-demo__doc">
              <FileText />{' '}
              <span>
                <Trans>Cell Biology · Lecture notes · 40 pages</Trans>
              </span>
            </div>
            <p className="docchat-demo__q">
              <Trans>What does the mitochondrion do?</Trans>
            </p>
            <div className="docchat-demo__a">
              <Quote size={16} />
              <p>
                <Trans>“The mitochondrion releases energy from glucose during respiration.”</Trans> <span className="cite">{cite(2)}</span>
              </p>
              <p>
                <Trans>“Cells that need a lot of energy, like muscle cells, contain many mitochondria.”</Trans> <span className="cite">{cite(14)}</span>
              </p>
            </div>
          </div>
        </div>
      </section>

      <HowItWorks steps={STEPS} look="cards" />

      <section className="section section--muted">
        <div className="container docchat-facts">
          <div className="card card--pad docchat-fact">
            <BookOpenCheck aria-hidden="true" />
            <h3>
              <Trans>Answers from your material</Trans>
            </h3>
            <p>
              <Trans>
                Answers come only from the pages of your document. Without an AI model configured, Studyhall runs in local mode: it quotes the sentences
                that answer you, with their pages, and says so plainly when the document does not say.
              </Trans>
            </p>
          </div>
          <div className="card card--pad docchat-fact">
            <MessagesSquare aria-hidden="true" />
            <h3>
              <Trans>Simple pricing in points</Trans>
            </h3>
            <p>
              <Trans>
                {base} a question, plus {step} for every {block} questions already asked in the chat. Your chats are kept: rename them, come back to
                them, or delete them. A question that fails costs nothing.
              </Trans>
            </p>
          </div>
          <div className="card card--pad docchat-fact">
            <FileText aria-hidden="true" />
            <h3>
              <Trans>Documents you bought, too</Trans>
            </h3>
            <p>
              <Trans>Chat with any marketplace document you bought or uploaded, as well as files you upload just for a chat.</Trans>
            </p>
          </div>
        </div>
        <div className="container docchat-cta">
          <Link href={start} className="btn btn--primary btn--lg">
            <Trans>Start a chat</Trans> <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
    </div>
  );
}
