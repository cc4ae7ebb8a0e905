// One reaction per event that the eight preferences of spec 001 §3 cover: each reads its event and says what to
// tell whom. Every reaction is a queue of this module's own (pg-boss subscribes it to the event), and `deliver`
// keys the notification by (user, event id), so a retried or replayed event notifies once.
import type { NewDeviceSignedIn, SecurityChange, SecurityChanged } from '../accounts/index.ts';
import { ACCOUNTS_EVENTS } from '../accounts/index.ts';
import type { DocumentApproved, DocumentRejected, DocumentRemoved, DocumentSoftRejected } from '../documents/index.ts';
import { DOCUMENTS_EVENTS, documentForSale } from '../documents/index.ts';
import type { PaymentRefunded, PaymentSucceeded } from '../payments/index.ts';
import { PAYMENTS_EVENTS } from '../payments/index.ts';
import type { Platform, QueueDefinition } from '../platform/index.ts';
import type { DocumentPurchased, WithdrawalStatusChanged } from '../wallet/index.ts';
import { WALLET_EVENTS } from '../wallet/index.ts';
import { deliver, type Message } from './deliver.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Published by the papers module (built in parallel); the name and payload are its promise. */
export const PAPER_CREATED = 'papers.paper-created';
export type PaperCreated = { paperId: string; userId: string; title: string };

type Reaction<D> = { queue: string; event: string; message: (data: D, em: EntityManager) => Promise<Message> | Message };

const reaction = <D>(r: Reaction<D>) => r as Reaction<unknown>;

const points = (n: number) => `${n.toLocaleString('en-US')} point${n === 1 ? '' : 's'}`;
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const quoted = (title: string) => `“${title}”`;

const SECURITY_TEXT: Record<SecurityChange, { title: string; text: string }> = {
  password: { title: 'Your password was changed', text: 'The password of your Studyhall account was changed.' },
  'password-reset': { title: 'Your password was reset', text: 'The password of your Studyhall account was reset with an emailed link, and every device was signed out.' },
  'two-factor-enabled': { title: 'Two-factor authentication is on', text: 'Two-factor authentication was turned on for your Studyhall account.' },
  'two-factor-disabled': { title: 'Two-factor authentication is off', text: 'Two-factor authentication was turned off for your Studyhall account.' },
  email: { title: 'Your email address was changed', text: 'The email address of your Studyhall account was changed.' },
  'google-linked': { title: 'Google was linked to your account', text: 'A Google account can now sign in to your Studyhall account.' },
  'google-unlinked': { title: 'Google was unlinked from your account', text: 'Google can no longer sign in to your Studyhall account.' },
};
const NOT_YOU = 'If this was not you, reset your password now and sign out your other devices in Settings > Security.';
const SECURITY_LINK = '/dashboard/settings?tab=security';

export const REACTIONS = [
  reaction<DocumentPurchased>({
    queue: 'notifications.document-purchased',
    event: WALLET_EVENTS.documentPurchased,
    message: async (d, em) => {
      const doc = await documentForSale(em, d.documentId);
      const title = doc?.title ?? 'a document';
      return {
        userId: d.userId, preferenceId: 'points-access', kind: WALLET_EVENTS.documentPurchased,
        title: `You can now open ${doc ? quoted(title) : title}`,
        paragraphs: [`${points(d.pointsSpent)} were spent and the document is in your library for good.`],
        link: doc ? `/dashboard/documents/${doc.slug}` : '/dashboard/documents', actionLabel: 'Open the document',
      };
    },
  }),
  reaction<NewDeviceSignedIn>({
    queue: 'notifications.new-device-signed-in',
    event: ACCOUNTS_EVENTS.newDeviceSignedIn,
    message: (d) => ({
      userId: d.userId, preferenceId: 'security-login', kind: ACCOUNTS_EVENTS.newDeviceSignedIn,
      title: 'New sign-in to your account',
      paragraphs: [
        `Your account was signed in from a new device on ${d.at.slice(0, 16).replace('T', ' ')} UTC: ${d.userAgent ?? 'an unknown browser'}${d.ip ? ` (IP ${d.ip})` : ''}.`,
        NOT_YOU,
      ],
      link: SECURITY_LINK, actionLabel: 'Review your devices',
    }),
  }),
  reaction<PaperCreated>({
    queue: 'notifications.paper-created',
    event: PAPER_CREATED,
    message: (d) => ({
      userId: d.userId, preferenceId: 'paper_creation', kind: PAPER_CREATED,
      title: `Your paper ${quoted(d.title)} was created`,
      paragraphs: ['It is saved as a draft; every change you save becomes a new version.'],
      link: `/xyeditor/paper/${d.paperId}`, actionLabel: 'Open the paper',
    }),
  }),
  reaction<PaymentSucceeded>({
    queue: 'notifications.payment-succeeded',
    event: PAYMENTS_EVENTS.succeeded,
    message: (d) => ({
      userId: d.userId, preferenceId: 'order-status', kind: PAYMENTS_EVENTS.succeeded,
      title: 'Your points order is complete',
      paragraphs: [`We received ${money(d.amountCents, d.currency)} and added ${points(d.points)} to your wallet.`],
      link: '/dashboard/wallet', actionLabel: 'Open your wallet',
    }),
  }),
  reaction<PaymentRefunded>({
    queue: 'notifications.payment-refunded',
    event: PAYMENTS_EVENTS.refunded,
    message: (d) => ({
      userId: d.userId, preferenceId: 'order-status', kind: PAYMENTS_EVENTS.refunded,
      title: 'Your points order was refunded',
      paragraphs: [`${money(d.amountCents, d.currency)} is on its way back to you and ${points(d.points)} were taken from your wallet.`],
      reason: d.reason, link: '/dashboard/wallet', actionLabel: 'Open your wallet',
    }),
  }),
  reaction<DocumentApproved>({
    queue: 'notifications.document-approved',
    event: DOCUMENTS_EVENTS.approved,
    message: (d) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.approved,
      title: `Your document ${quoted(d.title)} is approved`,
      paragraphs: ['It is listed in the marketplace now: buyers can find it, preview it and buy it.'],
      link: `/documents/${d.slug}`, actionLabel: 'See it in the marketplace',
    }),
  }),
  reaction<DocumentRejected>({
    queue: 'notifications.document-rejected',
    event: DOCUMENTS_EVENTS.rejected,
    message: (d) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.rejected,
      title: `Your document ${quoted(d.title)} was rejected`,
      paragraphs: ['A moderator rejected it, so it will not be listed.'],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: 'See your documents',
    }),
  }),
  reaction<DocumentSoftRejected>({
    queue: 'notifications.document-soft-rejected',
    event: DOCUMENTS_EVENTS.softRejected,
    message: (d) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.softRejected,
      title: `Your document ${quoted(d.title)} needs changes`,
      paragraphs: ['A moderator sent it back to you. Change it and resubmit it for review.'],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: 'Edit your document',
    }),
  }),
  reaction<DocumentRemoved>({
    queue: 'notifications.document-taken-down',
    event: DOCUMENTS_EVENTS.removed,
    message: (d) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.removed,
      title: `Your document ${quoted(d.title)} was taken down`,
      paragraphs: ['It is no longer listed in the marketplace.'],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: 'See your documents',
    }),
  }),
  reaction<WithdrawalStatusChanged>({
    queue: 'notifications.withdrawal-status-changed',
    event: WALLET_EVENTS.withdrawalStatusChanged,
    message: (d) => ({
      userId: d.userId, preferenceId: 'withdrawal-status', kind: WALLET_EVENTS.withdrawalStatusChanged,
      title: { approved: 'Your withdrawal is approved', paid: 'Your withdrawal was paid', rejected: 'Your withdrawal was rejected' }[d.status],
      paragraphs: [
        {
          approved: `Your withdrawal of ${points(d.points)} is approved and will be paid to your payout details.`,
          paid: `Your withdrawal of ${points(d.points)} was paid to your payout details.`,
          rejected: `Your withdrawal of ${points(d.points)} was rejected and the points are back in your wallet.`,
        }[d.status],
      ],
      link: '/dashboard/wallet-seller', actionLabel: 'Open your seller wallet',
    }),
  }),
  reaction<SecurityChanged>({
    queue: 'notifications.security-changed',
    event: ACCOUNTS_EVENTS.securityChanged,
    message: (d) => ({
      userId: d.userId, preferenceId: 'security-status', kind: ACCOUNTS_EVENTS.securityChanged,
      title: SECURITY_TEXT[d.change].title,
      paragraphs: [
        d.change === 'email' && d.newEmail ? `${SECURITY_TEXT.email.text} It is now ${d.newEmail}.` : SECURITY_TEXT[d.change].text,
        NOT_YOU,
      ],
      link: SECURITY_LINK, actionLabel: 'Review your security settings',
    }),
  }),
];

export function notificationQueues(platform: Platform): QueueDefinition[] {
  return REACTIONS.map((r) => ({
    queue: r.queue,
    event: r.event,
    handler: async (data, { em, eventId }) => {
      await deliver(platform, em, eventId!, await r.message(data, em));
    },
  }));
}
