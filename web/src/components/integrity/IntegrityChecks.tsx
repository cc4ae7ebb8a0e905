// Runs the plagiarism check or AI detection on a text and shows the report: the pages use it, and the XY Editor can
// drop it in with the current text and paper (`paperId`: that paper's versions are never counted as matches).
// Each button shows its price first; a guest is sent to sign in; short points get the spec's message with a
// link to buy points. One request key per text and kind, so a double click runs (and charges) once.
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Coins, ScanSearch, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { ApiError, apiFieldErrors } from '../../api/client.ts';
import { type CheckKind, TEXT_MIN_WORDS, useIntegrityQuote, useRunCheck } from '../../api/integrity.ts';
import { authHref } from '../../lib/paths.ts';
import { usePoints } from '../tools/points.ts';
import { Alert } from '../ui/Form.tsx';
import { CheckReport } from './CheckReport.tsx';
import '../../styles/integrity.css';

const LABEL = { plagiarism: msg`Check plagiarism`, 'ai-detection': msg`Detect AI writing` } as const;
const ICON = { plagiarism: ScanSearch, 'ai-detection': Sparkles } as const;

export const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

type Props = {
  text: string;
  paperId?: string | null;
  kinds?: readonly CheckKind[];
  /** When given, the caller shows the report (a page keeps it in its address); else it is shown here. */
  onChecked?: (checkId: string) => void;
};

export function IntegrityChecks({ text, paperId = null, kinds = ['plagiarism', 'ai-detection'], onChecked }: Props) {
  const { i18n } = useLingui();
  const points = usePoints();
  const auth = useAuth();
  const [location, navigate] = useLocation();
  const quote = useIntegrityQuote();
  const run = useRunCheck();
  const [error, setError] = useState<ApiError | null>(null);
  const [checkId, setCheckId] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key whenever the text changes
  const key = useMemo(() => crypto.randomUUID(), [text]);
  const words = wordCount(text);
  const tooShort = words < TEXT_MIN_WORDS;

  const start = (kind: CheckKind) => {
    if (auth.status !== 'signed-in') {
      navigate(authHref('/login', location, ''));
      return;
    }
    setError(null);
    run.mutate(
      { kind, text, paperId, key: `${kind}:${key}`, points: price(kind) },
      {
        onSuccess: (check) => (onChecked ? onChecked(check.id) : setCheckId(check.id)),
        onError: (err) => setError(err instanceof ApiError ? err : new ApiError(0, 'unknown', err.message)),
      },
    );
  };

  const price = (kind: CheckKind) => (kind === 'plagiarism' ? quote.data?.plagiarism : quote.data?.aiDetection);
  return (
    <div className="ic-checks">
      <div className="ic-checks__actions">
        {kinds.map((kind) => {
          const Icon = ICON[kind];
          return (
            <button key={kind} type="button" className="btn btn--primary btn--lg" disabled={tooShort || run.isPending} aria-busy={run.isPending || undefined} onClick={() => start(kind)}>
              <Icon aria-hidden="true" /> {i18n._(LABEL[kind])}
              {price(kind) !== undefined && (
                <span className="ic-price">
                  <Coins aria-hidden="true" size={14} /> {points.long(price(kind))}
                </span>
              )}
            </button>
          );
        })}
        <span className="ic-checks__count">
          {tooShort ? (
            <Trans>
              <Plural value={words} one="# word" other="# words" />: enter at least {TEXT_MIN_WORDS}.
            </Trans>
          ) : (
            <Plural value={words} one="# word" other="# words" />
          )}
        </span>
      </div>
      {error && (
        <Alert tone="danger">
          {apiFieldErrors(error).text ?? error.message}
          {error.code === 'insufficient_points' && (
            <>
              {' '}
              <Link href="/dashboard/wallet">
                <Trans>Buy points</Trans>
              </Link>
            </>
          )}
        </Alert>
      )}
      {!onChecked && checkId && <CheckReport id={checkId} />}
    </div>
  );
}
