// What autosave is doing, in the spec's three words (Saved / Saving / Offline), and the choice a version conflict
// asks for: another tab or window saved this paper since this one loaded it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react';
import type { SaveState } from '../../hooks/useAutosave.ts';

const LABEL: Record<SaveState, MessageDescriptor> = { saved: msg`Saved`, unsaved: msg`Saving`, saving: msg`Saving`, offline: msg`Offline`, conflict: msg`Not saved` };

export function SaveStatus({ state }: { state: SaveState }) {
  const { i18n } = useLingui();
  const Icon = state === 'saved' ? Check : state === 'offline' ? CloudOff : state === 'conflict' ? AlertTriangle : Loader2;
  return (
    <span className={`paper-save paper-save--${state}`} role="status" aria-live="polite" data-testid="save-status">
      <Icon aria-hidden="true" size={16} className={state === 'saving' || state === 'unsaved' ? 'spin' : undefined} /> {i18n._(LABEL[state])}
    </span>
  );
}

export function ConflictBanner({ onLoadNewer, onKeepMine }: { onLoadNewer: () => void; onKeepMine: () => void }) {
  return (
    <div className="alert alert--warning paper-conflict" role="alert">
      <AlertTriangle aria-hidden="true" />
      <p>
        <Trans>This paper was changed in another tab or window since you opened it. Load the newer text, or keep yours as a new version.</Trans>
      </p>
      <div className="paper-conflict__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={onLoadNewer}>
          <Trans>Load the newer text</Trans>
        </button>
        <button type="button" className="btn btn--primary btn--sm" onClick={onKeepMine}>
          <Trans>Keep mine as a new version</Trans>
        </button>
      </div>
    </div>
  );
}
