import { Trans } from '@lingui/react/macro';
import { ArrowRight, Bold, Check, History, Italic, List, PenLine, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'wouter';

export function WriterFeature() {
  return (
    <section className="section" aria-labelledby="writer-title">
      <div className="container">
        <div className="feature feature--dark">
          <div className="feature__copy">
            <p className="eyebrow eyebrow--light">
              <PenLine aria-hidden="true" /> <Trans>AI Writer</Trans>{' '}
              <span className="badge badge--new">
                <Trans>New</Trans>
              </span>
            </p>
            <h2 id="writer-title" className="section-title">
              <Trans>From blank page to polished paper</Trans>
            </h2>
            <p className="section-lead">
              <Trans>
                Outline, draft and rewrite essays with an AI that follows your brief. Every change is saved as a
                version, so you can always go back.
              </Trans>
            </p>
            <ul className="checklist checklist--light">
              <li>
                <Check aria-hidden="true" /> <Trans>Outlines, drafts and rewrites in your own voice</Trans>
              </li>
              <li>
                <Check aria-hidden="true" /> <Trans>Autosave with a full version history</Trans>
              </li>
              <li>
                <Check aria-hidden="true" /> <Trans>Plagiarism and AI detection one click away</Trans>
              </li>
            </ul>
            <div className="feature__actions">
              <Link href="/ai-writer" className="btn btn--white btn--lg">
                <Trans>Explore AI Writer</Trans>{' '}
                <span className="badge badge--success">
                  <Trans>Free</Trans>
                </span>
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
                  <History /> <Trans>Version 3 saved</Trans>
                </span>
              </div>
              <div className="mock-editor__page">
                <p className="mock-editor__h">
                  <Trans>The Economic Impact of Renewable Energy Subsidies</Trans>
                </p>
                <p className="mock-editor__p">
                  <Trans>
                    Over the last decade, public support for renewable generation has reshaped electricity markets
                    across Europe. This essay examines…
                  </Trans>
                </p>
                <div className="mock-editor__ai">
                  <Sparkles />
                  <span>
                    <Trans>
                      <strong>Suggestion:</strong> add evidence from Germany’s 2014 EEG reform to support this claim.
                    </Trans>
                  </span>
                </div>
                <span className="mock-editor__line" style={{ width: '92%' }} />
                <span className="mock-editor__line" style={{ width: '86%' }} />
                <span className="mock-editor__line" style={{ width: '60%' }} />
              </div>
              <div className="mock-editor__check">
                <ShieldCheck /> <Trans>98% original</Trans>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
