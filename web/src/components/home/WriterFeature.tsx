import { ArrowRight, Bold, Check, History, Italic, List, PenLine, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'wouter';

export function WriterFeature() {
  return (
    <section className="section" aria-labelledby="writer-title">
      <div className="container">
        <div className="feature feature--dark">
          <div className="feature__copy">
            <p className="eyebrow eyebrow--light">
              <PenLine aria-hidden="true" /> AI Writer <span className="badge badge--new">New</span>
            </p>
            <h2 id="writer-title" className="section-title">
              From blank page to polished paper
            </h2>
            <p className="section-lead">
              Outline, draft and rewrite essays with an AI that follows your brief. Every change is saved as a
              version, so you can always go back.
            </p>
            <ul className="checklist checklist--light">
              <li>
                <Check aria-hidden="true" /> Outlines, drafts and rewrites in your own voice
              </li>
              <li>
                <Check aria-hidden="true" /> Autosave with a full version history
              </li>
              <li>
                <Check aria-hidden="true" /> Plagiarism and AI detection one click away
              </li>
            </ul>
            <div className="feature__actions">
              <Link href="/ai-writer" className="btn btn--white btn--lg">
                Explore AI Writer <span className="badge badge--success">Free</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </div>
          <div className="feature__visual" aria-hidden="true">
            <div className="mock-editor">
              <div className="mock-editor__bar">
                <span className="mock-editor__dots">
                  <i />
                  <i />
                  <i />
                </span>
                <span className="mock-editor__tools">
                  <Bold />
                  <Italic />
                  <List />
                </span>
                <span className="mock-editor__saved">
                  <History /> Version 3 saved
                </span>
              </div>
              <div className="mock-editor__page">
                <p className="mock-editor__h">The Economic Impact of Renewable Energy Subsidies</p>
                <p className="mock-editor__p">
                  Over the last decade, public support for renewable generation has reshaped electricity markets
                  across Europe. This essay examines…
                </p>
                <div className="mock-editor__ai">
                  <Sparkles />
                  <span>
                    <strong>Suggestion:</strong> add evidence from Germany’s 2014 EEG reform to support this claim.
                  </span>
                </div>
                <span className="mock-editor__line" style={{ width: '92%' }} />
                <span className="mock-editor__line" style={{ width: '86%' }} />
                <span className="mock-editor__line" style={{ width: '60%' }} />
              </div>
              <div className="mock-editor__check">
                <ShieldCheck /> 98% original
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
