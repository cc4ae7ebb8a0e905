// /checkout/success (sign-in required): the payment return page (spec 000 §4, §8). The server is the source of
// truth: the page reads the session and order from the address, removes them, and asks POST /api/payments/verify;
// the server says whether this payment was already reported ('This payment has already been processed.').
import { useQueryClient } from '@tanstack/react-query';
import confetti from 'canvas-confetti';
import { CheckCircle2, Coins, Info, Library, Loader2, Wallet, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PAYMENT_MESSAGES, type VerifyResponse } from '../../../../modules/payments/contract.ts';
import { ApiError } from '../../api/client.ts';
import { walletApi, walletKeys } from '../../api/wallet.ts';
import { toast } from '../../components/toast.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { formatNumber } from '../../lib/format.ts';
import { parsePaymentReturn } from '../../lib/payment-return.ts';

/** Confetti on the main thread (the CSP allows no blob: workers). */
let cannon: confetti.CreateTypes | null = null;
const confettiCannon = () => {
  cannon ??= confetti.create(undefined, { resize: true, useWorker: false });
  return cannon;
};

const PROCESSED_KEY = 'studyhall.processedPayments';
/** Sessions this tab has already sent for verification (StrictMode and remounts must not send twice). */
const inFlight = new Set<string>();

type State =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'success'; result: VerifyResponse }
  | { kind: 'already'; result: VerifyResponse }
  | { kind: 'no-session' }
  | { kind: 'error'; message: string };

function remember(sessionId: string) {
  try {
    window.sessionStorage.setItem(`${PROCESSED_KEY}:${sessionId}`, '1');
    const list = JSON.parse(window.localStorage.getItem(PROCESSED_KEY) ?? '[]') as unknown;
    const ids = Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
    if (!ids.includes(sessionId)) window.localStorage.setItem(PROCESSED_KEY, JSON.stringify([...ids, sessionId].slice(-50)));
  } catch {
    // storage blocked: the server still remembers
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.status === 404) return PAYMENT_MESSAGES.verificationFailed;
    if (error.status === 400 || error.status === 422) return PAYMENT_MESSAGES.missingDetails;
    return PAYMENT_MESSAGES.verifyError;
  }
  if (error instanceof TypeError) return PAYMENT_MESSAGES.verifyError; // the network
  return PAYMENT_MESSAGES.processingError;
}

export default function CheckoutSuccessPage() {
  usePageMeta({ title: 'Payment', description: 'Confirming your points purchase.', noIndex: true });
  const client = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [dialogOpen, setDialogOpen] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ret = parsePaymentReturn(window.location.search);
    if (!ret.reacts) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${ret.cleanSearch}${window.location.hash}`);
    if (!ret.sessionId && !ret.orderId) {
      toast.info(PAYMENT_MESSAGES.mayHaveSucceeded);
      setState({ kind: 'no-session' });
      void client.invalidateQueries({ queryKey: walletKeys.balance });
      return;
    }
    const key = ret.sessionId ?? ret.orderId ?? '';
    if (inFlight.has(key)) return;
    inFlight.add(key);
    setState({ kind: 'verifying' });
    walletApi
      .verify({ ...(ret.sessionId ? { sessionId: ret.sessionId } : {}), ...(ret.orderId ? { orderId: ret.orderId } : {}) })
      .then((result) => {
        if (!result.valid) throw new ApiError(409, 'payment_not_completed', PAYMENT_MESSAGES.verificationFailed);
        if (!result.payment_details || typeof result.payment_details.points !== 'number') {
          toast.error(PAYMENT_MESSAGES.missingDetails);
          setState({ kind: 'error', message: PAYMENT_MESSAGES.missingDetails });
          return;
        }
        remember(key);
        void client.invalidateQueries({ queryKey: walletKeys.all });
        if (result.alreadyProcessed) {
          toast.info(PAYMENT_MESSAGES.alreadyProcessed);
          setState({ kind: 'already', result });
          return;
        }
        toast.success(PAYMENT_MESSAGES.paymentSuccessful);
        setState({ kind: 'success', result });
        setDialogOpen(true);
        void confettiCannon()({ particleCount: 50, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
      })
      .catch((error: unknown) => {
        const message = errorMessage(error);
        toast.error(message);
        setState({ kind: 'error', message });
      });
  }, [client]);

  return (
    <section className="section payment-return">
      <div className="container container--narrow">
        <div className="card payment-card" data-testid="payment-status" aria-live="polite">
          {state.kind === 'idle' && (
            <Status icon={<Wallet aria-hidden="true" />} tone="info" title="No payment to confirm">
              This page confirms a points purchase when you come back from the payment page. Your balance and
              orders are in your wallet.
            </Status>
          )}
          {state.kind === 'verifying' && (
            <Status icon={<Loader2 aria-hidden="true" className="spin" />} tone="info" title="Confirming your payment…">
              We are checking with the payment provider. This takes a moment.
            </Status>
          )}
          {state.kind === 'success' && (
            <Status icon={<CheckCircle2 aria-hidden="true" />} tone="success" title="Payment successful">
              {PAYMENT_MESSAGES.paymentSuccessful} <Details result={state.result} />
            </Status>
          )}
          {state.kind === 'already' && (
            <Status icon={<Info aria-hidden="true" />} tone="info" title="Already processed">
              {PAYMENT_MESSAGES.alreadyProcessed} <Details result={state.result} />
            </Status>
          )}
          {state.kind === 'no-session' && (
            <Status icon={<Info aria-hidden="true" />} tone="info" title="Check your balance">
              {PAYMENT_MESSAGES.mayHaveSucceeded}
            </Status>
          )}
          {state.kind === 'error' && (
            <Status icon={<XCircle aria-hidden="true" />} tone="danger" title="We could not confirm this payment">
              {state.message}
            </Status>
          )}
          <div className="btn-row payment-card__actions">
            <Link href="/dashboard/wallet" className="btn btn--primary">
              <Wallet aria-hidden="true" /> Go to wallet
            </Link>
            <Link href="/documents" className="btn btn--secondary">
              Browse documents
            </Link>
          </div>
        </div>
      </div>
      {dialogOpen && state.kind === 'success' && <SuccessDialog result={state.result} onClose={() => setDialogOpen(false)} />}
    </section>
  );
}

function Status({ icon, tone, title, children }: { icon: React.ReactNode; tone: string; title: string; children: React.ReactNode }) {
  return (
    <div className={`payment-status payment-status--${tone}`}>
      <span className="payment-status__icon">{icon}</span>
      <h1 className="payment-status__title">{title}</h1>
      <p className="payment-status__text">{children}</p>
    </div>
  );
}

function Details({ result }: { result: VerifyResponse }) {
  return (
    <span className="payment-status__details">
      {formatNumber(result.payment_details.points)} points for ${result.payment_details.amount.toFixed(2)}
      {result.status === 'processing' ? ' (arriving in a moment)' : ''}.
    </span>
  );
}

function SuccessDialog({ result, onClose }: { result: VerifyResponse; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop">
      <div
        className="modal success-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="success-dialog-title"
      >
        <div className="success-dialog__badge">
          <Coins aria-hidden="true" />
        </div>
        <h2 id="success-dialog-title" className="success-dialog__title">
          Payment successful!
        </h2>
        <p className="success-dialog__points">
          +{formatNumber(result.payment_details.points)} <small>points</small>
        </p>
        <p className="success-dialog__text">
          ${result.payment_details.amount.toFixed(2)} paid. Points added to your account, package bonus included.
        </p>
        <div className="btn-row success-dialog__actions">
          <Link href="/documents" className="btn btn--primary" onClick={onClose}>
            <Library aria-hidden="true" /> Spend them on documents
          </Link>
          <button ref={closeRef} type="button" className="btn btn--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
