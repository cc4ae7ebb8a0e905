// Document Chat's public page (spec 001 §1-2, §9): what the tool does, how it works, what it costs, and the upload
// that starts a chat (guests sign in on the way: the dashboard route sends them to /login and back).
import { ArrowRight, BookOpenCheck, FileSearch, FileText, Lock, MessagesSquare, Quote, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../api/accounts.ts';
import { useAiPrice } from '../api/ai-prices.ts';
import { HowItWorks } from '../components/tools/HowItWorks.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

const STEPS = [
  { icon: Upload, title: 'Upload your document', text: 'A PDF, lecture slides or your own notes. It stays private: only you can see it.' },
  { icon: MessagesSquare, title: 'Ask in plain language', text: '“What causes osmosis?” “Summarise chapter 3.” Suggested questions help you start.' },
  { icon: FileSearch, title: 'Check the page', text: 'Every answer cites its pages. Click [p. 4] and page 4 opens beside the chat.' },
];

export default function DocumentChatPage() {
  const price = useAiPrice();
  usePageMeta({
    title: 'Document Chat: ask your notes anything',
    description: 'Upload a PDF or your notes and ask questions. Every answer cites the page it comes from, and the price shows before you ask.',
  });
  const auth = useAuth();
  const start = '/dashboard/document-chat/upload';
  return (
    <div className="docchat-landing">
      <section className="docchat-hero">
        <div className="container docchat-hero__inner">
          <div className="docchat-hero__copy">
            <span className="badge badge--brand">AI study tool</span>
            <h1 className="docchat-hero__title">Chat with your documents. Every answer shows its page.</h1>
            <p className="docchat-hero__lead">
              Upload lecture notes, a textbook chapter or past papers and ask questions. Studyhall finds the passages that answer you and cites the
              pages, so you can check every word.
            </p>
            <div className="docchat-hero__actions">
              <Link href={start} className="btn btn--primary btn--lg" data-testid="start-chat">
                <Upload aria-hidden="true" /> Upload a document
              </Link>
              {auth.status === 'signed-in' && (
                <Link href="/dashboard/document-chat" className="btn btn--secondary btn--lg">
                  Your chats <ArrowRight aria-hidden="true" />
                </Link>
              )}
            </div>
            <p className="docchat-hero__note">
              <Lock aria-hidden="true" size={16} />
              {auth.status === 'signed-in' ? 'Your uploads stay private.' : 'Free account needed: you sign in on the way, and your uploads stay private.'}
            </p>
          </div>
          <div className="docchat-demo" aria-hidden="true">
            <div className="docchat-demo__doc">
              <FileText /> <span>Cell Biology · Lecture notes · 40 pages</span>
            </div>
            <p className="docchat-demo__q">What does the mitochondrion do?</p>
            <div className="docchat-demo__a">
              <Quote size={16} />
              <p>
                “The mitochondrion releases energy from glucose during respiration.” <span className="cite">p. 2</span>
              </p>
              <p>
                “Cells that need a lot of energy, like muscle cells, contain many mitochondria.” <span className="cite">p. 14</span>
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
            <h3>Answers from your material</h3>
            <p>
              Answers come only from the pages of your document. Without an AI model configured, Studyhall runs in local mode: it quotes the sentences
              that answer you, with their pages, and says so plainly when the document does not say.
            </p>
          </div>
          <div className="card card--pad docchat-fact">
            <MessagesSquare aria-hidden="true" />
            <h3>Simple pricing in points</h3>
            <p>
              {price('document-chat', 'base')} points a question, plus {price('document-chat', 'points')} points for every {price('document-chat', 'messages')}{' '}
              questions already asked in the chat. Your chats are kept: rename them, come back to them,
              or delete them. A question that fails costs nothing.
            </p>
          </div>
          <div className="card card--pad docchat-fact">
            <FileText aria-hidden="true" />
            <h3>Documents you bought, too</h3>
            <p>Chat with any marketplace document you bought or uploaded, as well as files you upload just for a chat.</p>
          </div>
        </div>
        <div className="container docchat-cta">
          <Link href={start} className="btn btn--primary btn--lg">
            Start a chat <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>
    </div>
  );
}
