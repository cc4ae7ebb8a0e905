// Autosave of a paper (spec 001 §9: 20,000 ms after the last change). Every change is copied to localStorage at
// once, so a reload or a closed tab loses nothing; the server copy follows after the debounce, and when the page is
// hidden. Each save names the version it was based on: a 409 means another tab saved first, and the user chooses to
// load the newer text or keep theirs as a new version. A failed save is retried (offline: when the browser is back
// online), and the local copy stays until the server has the text.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { type Paper, papersApi, type SavePaperBody } from '../api/papers.ts';
import { toast } from '../components/toast.ts';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict';
type LocalCopy = { baseVersion: number; content: string; at: string };

const keyOf = (paperId: string) => `studyhall.paper-draft.${paperId}`;

export function readLocalCopy(paperId: string): LocalCopy | null {
  try {
    const raw = localStorage.getItem(keyOf(paperId));
    return raw ? (JSON.parse(raw) as LocalCopy) : null;
  } catch {
    return null;
  }
}

export function writeLocalCopy(paperId: string, copy: Omit<LocalCopy, 'at'>) {
  try {
    localStorage.setItem(keyOf(paperId), JSON.stringify({ ...copy, at: new Date().toISOString() }));
  } catch {}
}

const dropLocalCopy = (paperId: string) => {
  try {
    localStorage.removeItem(keyOf(paperId));
  } catch {}
};

const RETRY_MS = 5_000;

type Options = {
  paper: Paper | undefined;
  debounceMs: number;
  /** Puts text into the editor (the newer server text, or a local copy found on load). */
  replaceContent: (html: string) => void;
  onSaved?: (paper: Paper) => void;
};

export function useAutosave({ paper, debounceMs, replaceContent, onSaved }: Options) {
  const { t } = useLingui();
  const [state, setState] = useState<SaveState>('saved');
  const base = useRef(0);
  const saved = useRef('');
  const latest = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const paperId = paper?.id;

  const schedule = useCallback((ms: number, run: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, []);

  const save = useCallback(
    async (fields: Omit<SavePaperBody, 'baseVersion' | 'content'> = {}) => {
      if (!paperId || inFlight.current) return;
      if (latest.current === saved.current && !Object.keys(fields).length) return setState('saved');
      if (!navigator.onLine) return setState('offline');
      const content = latest.current;
      inFlight.current = true;
      setState('saving');
      try {
        const next = await papersApi.save(paperId, { baseVersion: base.current, content, ...fields });
        base.current = next.version;
        saved.current = content;
        onSaved?.(next);
        if (latest.current === content) {
          dropLocalCopy(paperId);
          setState('saved');
        } else {
          writeLocalCopy(paperId, { baseVersion: next.version, content: latest.current });
          setState('unsaved');
          schedule(debounceMs, () => void save());
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setState('conflict');
        else if (error instanceof ApiError && error.status === 0) {
          setState('offline');
          schedule(RETRY_MS, () => void save());
        } else {
          toast.error(t`Failed to save changes`, { description: (error as Error).message });
          setState('unsaved');
          schedule(RETRY_MS * 2, () => void save());
        }
      } finally {
        inFlight.current = false;
      }
    },
    [paperId, debounceMs, onSaved, schedule, t],
  );

  // A paper (re)loaded: take its version, and a local copy of unsaved text if one outlived a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per paper loaded
  useEffect(() => {
    if (!paper) return;
    base.current = paper.version;
    saved.current = paper.content;
    latest.current = paper.content;
    const copy = readLocalCopy(paper.id);
    if (!copy || copy.content === paper.content) {
      if (copy) dropLocalCopy(paper.id);
      return setState('saved');
    }
    latest.current = copy.content;
    replaceContent(copy.content);
    if (copy.baseVersion === paper.version) {
      setState('unsaved');
      schedule(0, () => void save());
    } else setState('conflict');
  }, [paper?.id]);

  const change = useCallback(
    (html: string) => {
      if (!paperId) return;
      latest.current = html;
      if (html === saved.current) return;
      writeLocalCopy(paperId, { baseVersion: base.current, content: html });
      setState((s) => (s === 'conflict' || s === 'offline' ? s : 'unsaved'));
      schedule(debounceMs, () => void save());
    },
    [paperId, debounceMs, save, schedule],
  );

  useEffect(() => {
    const online = () => void save();
    const hidden = () => document.visibilityState === 'hidden' && void save();
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [save]);

  /** The conflict choice: the other tab's text replaces this one. */
  const loadNewer = useCallback(async () => {
    if (!paperId) return;
    const fresh = await papersApi.get(paperId);
    base.current = fresh.version;
    saved.current = fresh.content;
    latest.current = fresh.content;
    dropLocalCopy(paperId);
    replaceContent(fresh.content);
    onSaved?.(fresh);
    setState('saved');
  }, [paperId, replaceContent, onSaved]);

  /** The conflict choice: this text is saved on top of the newer one, as the next version (nothing is lost). */
  const keepMine = useCallback(async () => {
    if (!paperId) return;
    const fresh = await papersApi.get(paperId);
    base.current = fresh.version;
    saved.current = fresh.content;
    await save();
  }, [paperId, save]);

  return { state, change, save, loadNewer, keepMine };
}
