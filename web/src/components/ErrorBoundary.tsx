import { Trans } from '@lingui/react/macro';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null };

/** Keeps a crash in one page from blanking the app; a new route resets it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page crashed', error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    // A chunk that failed to load after a deploy needs a full reload to pick up the new build.
    return (
      <section className="not-found">
        <div className="container container--narrow not-found__inner">
          <span className="icon-tile icon-tile--lg" style={{ ['--tile-color' as string]: '#dc2626' }}>
            <AlertTriangle aria-hidden="true" />
          </span>
          <h1 className="not-found__title">
            <Trans>Something went wrong</Trans>
          </h1>
          <p className="not-found__text">
            <Trans>This page hit a problem. Reloading usually fixes it.</Trans>
          </p>
          <div className="not-found__actions">
            <button type="button" className="btn btn--primary btn--lg" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" /> <Trans>Reload the page</Trans>
            </button>
            <a href="/" className="btn btn--secondary btn--lg">
              <Trans>Go to home</Trans>
            </a>
          </div>
        </div>
      </section>
    );
  }
}
