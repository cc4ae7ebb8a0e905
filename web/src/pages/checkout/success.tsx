// /checkout/success (sign-in required): the payment return page (spec 000 §4, §8). The server is the source of
// truth: the page reads the session and order from the address, removes them, and asks POST /api/payments/verify;
// the server says whether this payment was already reported ('This payment has already been processed.').
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import confetti from 'canvas-confetti';
import { CheckCircle2, Coins, Info, Library, Loader2, Wallet, XCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { VerifyResponse } from '../../../../modules/payments/contract.ts';
import { ApiError } from '../../api/client.ts';
import { walletApi, walletKeys } from '../../api/wallet.ts';
import { toast } from '../../components/toast.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
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

/** The contract's PAYMENT_MESSAGES that this page shows, in the page's language (the same words in English). */
function usePaymentMessages() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      paymentSuccessful: t`Payment successful! Points added to your account.`,
      alreadyProcessed: t`This payment has already been processed.`,
      mayHaveSucceeded: t`Payment may have been successful. Please check your points balance.`,
      verifyError: t`Error verifying payment. Please contact support.`,
      verificationFailed: t`Payment verification failed. Please contact support.`,
      missingDetails: t`Could not process payment. Missing details.`,
      processingError: t`Error processing payment. Please contact support.`,
    }),
    [t],
  );
}
type PaymentMessages = ReturnType<typeof usePaymentMessages>;

function errorMessage(error: unknown, messages: PaymentMessages): string {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.status === 404) return messages.verificationFailed;
    if (error.status === 400 || error.status === 422) return messages.missingDetails;
    return messages.verifyError;
  }
  if (error instanceof TypeError) return messages.verifyError; // the network
  return messages.processingError;
}

export default function CheckoutSuccessPage() {
  const { t } = useLingui();
  const messages = usePaymentMessages();
  usePageMeta({ title: t`Payment`, description: t`Confirming your points purchase.`, noIndex: true });
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
      toast.info(messages.mayHaveSucceeded);
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
        if (!result.valid) throw new ApiError(409, 'payment_not_completed', messages.verificationFailed);
        if (!result.payment_details || typeof result.payment_details.points !== 'number') {
          toast.error(messages.missingDetails);
          setState({ kind: 'error', message: messages.missingDetails });
          return;
        }
        remember(key);
        void client.invalidateQueries({ queryKey: walletKeys.all });
        if (result.alreadyProcessed) {
          toast.info(messages.alreadyProcessed);
          setState({ kind: 'already', result });
          return;
        }
        toast.success(messages.paymentSuccessful);
        setState({ kind: 'success', result });
        setDialogOpen(true);
        void confettiCannon()({ particleCount: 50, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
      })
      .catch((error: unknown) => {
        const message = errorMessage(error, messages);
        toast.error(message);
        setState({ kind: 'error', message });
      });
  }, [client, messages]);

  return (
    <section className="section payment-return">
      <div className="container container--narrow">
        <div className="card payment-card" data-testid="payment-status" aria-live="polite">
          {state.kind === 'idle' && (
            <Status icon={<Wallet aria-hidden="true" />} tone="info" title={t`No payment to confirm`}>
              <Trans>
                This page confirms a points purchase when you come back from the payment page. Your balance and
                orders are in your wallet.
              </Trans>
            </Status>
          )}
          {state.kind === 'verifying' && (
            <Status icon={<Loader2 aria-hidden="true" className="spin" />} tone="info" title={t`Confirming your payment…`}>
              <Trans>We are checking with the payment provider. This takes a moment.</Trans>
            </Status>
          )}
          {state.kind === 'success' && (
            <Status icon={<CheckCircle2 aria-hidden="true" />} tone="success" title={t`Payment successful`}>
              {messages.paymentSuccessful} <Details result={state.result} />
            </Status>
          )}
          {state.kind === 'already' && (
            <Status icon={<Info aria-hidden="true" />} tone="info" title={t`Already processed`}>
              {messages.alreadyProcessed} <Details result={state.result} />
            </Status>
          )}
          {state.kind === 'no-session' && (
            <Status icon={<Info aria-hidden="true" />} tone="info" title={t`Check your balance`}>
              {messages.mayHaveSucceeded}
            </Status>
          )}
          {state.kind === 'error' && (
            <Status icon={<XCircle aria-hidden="true" />} tone="danger" title={t`We could not confirm this payment`}>
              {state.message}
            </Status>
          )}
          <div className="btn-row payment-card__actions">
            <Link href="/dashboard/wallet" className="btn btn--primary">
              <Wallet aria-hidden="true" /> <Trans>Go to wallet</Trans>
            </Link>
            <Link href="/documents" className="btn btn--secondary">
              <Trans>Browse documents</Trans>
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
  const format = useFormat();
  const points = format.number(result.payment_details.points);
  const amount = format.money(Math.round(result.payment_details.amount * 100));
  return (
    <span className="payment-status__details">
      {result.status === 'processing' ? (
        <Trans>
          {points} points for {amount} (arriving in a moment).
        </Trans>
      ) : (
        <Trans>
          {points} points for {amount}.
        </Trans>
      )}
    </span>
  );
}

function SuccessDialog({ result, onClose }: { result: VerifyResponse; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const format = useFormat();
  const amount = format.money(Math.round(result.payment_details.amount * 100));
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
          <Trans>Payment successful!</Trans>
        </h2>
        <p className="success-dialog__points">
          <Trans>
            +{format.number(result.payment_details.points)} <small>points</small>
          </Trans>
        </p>
        <p className="success-dialog__text">
          <Trans>{amount} paid. Points added to your account, package bonus included.</Trans>
        </p>
        <div className="btn-row success-dialog__actions">
          <Link href="/documents" className="btn btn--primary" onClick={onClose}>
            <Library aria-hidden="true" /> <Trans>Spend them on documents</Trans>
          </Link>
          <button ref={closeRef} type="button" className="btn btn--secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
