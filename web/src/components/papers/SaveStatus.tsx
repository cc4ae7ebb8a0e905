// What autosave is doing, in the spec's three words (Saved / Saving / Offline), and the choice a version conflict
// asks for: another tab or window saved this paper since this one loaded it.
import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react';
import { PAPER_MESSAGES } from '../../api/papers.ts';
import type { SaveState } from '../../hooks/useAutosave.ts';

const LABEL: Record<SaveState, string> = { saved: 'Saved', unsaved: 'Saving', saving: 'Saving', offline: 'Offline', conflict: 'Not saved' };

export function SaveStatus({ state }: { state: SaveState }) {
  const Icon = state === 'saved' ? Check : state === 'offline' ? CloudOff : state === 'conflict' ? AlertTriangle : Loader2;
  return (
    <span className={`paper-save paper-save--${state}`} role="status" aria-live="polite" data-testid="save-status">
      <Icon aria-hidden="true" size={16} className={state === 'saving' || state === 'unsaved' ? 'spin' : undefined} /> {LABEL[state]}
    </span>
  );
}

export function ConflictBanner({ onLoadNewer, onKeepMine }: { onLoadNewer: () => void; onKeepMine: () => void }) {
  return (
    <div className="alert alert--warning paper-conflict" role="alert">
      <AlertTriangle aria-hidden="true" />
      <p>{PAPER_MESSAGES.conflict}</p>
      <div className="paper-conflict__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={onLoadNewer}>
          Load the newer text
        </button>
        <button type="button" className="btn btn--primary btn--sm" onClick={onKeepMine}>
          Keep mine as a new version
        </button>
      </div>
    </div>
  );
}
