// One reaction per event that the eight preferences of spec 001 §3 cover: each reads its event and says what to
// tell whom. Every reaction is a queue of this module's own (pg-boss subscribes it to the event), and `deliver`
// keys the notification by (user, event id), so a retried or replayed event notifies once.
import { ACCOUNTS_EVENTS, type SecurityChange } from '../accounts/events.ts';
import { DOCUMENTS_EVENTS } from '../documents/events.ts';
import { documentForSale } from '../documents/index.ts';
import { PAPERS_EVENTS } from '../papers/events.ts';
import { PAYMENTS_EVENTS } from '../payments/events.ts';
import { type EventDefinition, onEvent, type Platform, type QueueDefinition } from '../platform/index.ts';
import { WALLET_EVENTS } from '../wallet/events.ts';
import { deliver, type Message } from './deliver.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

type Reaction<D> = { queue: string; event: EventDefinition<D>; message: (data: D, em: EntityManager) => Promise<Message> | Message };

/** A reaction typed by its event: `message` reads that event's payload. */
const reaction = <D>(r: Reaction<D>) => r as Reaction<any>;

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
  reaction({
    queue: 'notifications.document-purchased',
    event: WALLET_EVENTS.documentPurchased,
    message: async (d, em) => {
      const doc = await documentForSale(em, d.documentId);
      const title = doc?.title ?? 'a document';
      return {
        userId: d.userId, preferenceId: 'points-access', kind: WALLET_EVENTS.documentPurchased.name,
        title: `You can now open ${doc ? quoted(title) : title}`,
        paragraphs: [`${points(d.pointsSpent)} were spent and the document is in your library for good.`],
        link: doc ? `/dashboard/documents/${doc.slug}` : '/dashboard/documents', actionLabel: 'Open the document',
      };
    },
  }),
  reaction({
    queue: 'notifications.new-device-signed-in',
    event: ACCOUNTS_EVENTS.newDeviceSignedIn,
    message: (d) => ({
      userId: d.userId, preferenceId: 'security-login', kind: ACCOUNTS_EVENTS.newDeviceSignedIn.name,
      title: 'New sign-in to your account',
      paragraphs: [
        `Your account was signed in from a new device on ${d.at.slice(0, 16).replace('T', ' ')} UTC: ${d.userAgent ?? 'an unknown browser'}${d.ip ? ` (IP ${d.ip})` : ''}.`,
        NOT_YOU,
      ],
      link: SECURITY_LINK, actionLabel: 'Review your devices',
    }),
  }),
  reaction({
    queue: 'notifications.paper-created',
    event: PAPERS_EVENTS.paperCreated,
    message: (d) => ({
      userId: d.userId, preferenceId: 'paper_creation', kind: PAPERS_EVENTS.paperCreated.name,
      title: `Your paper ${quoted(d.title)} was created`,
      paragraphs: ['It is saved as a draft; every change you save becomes a new version.'],
      link: `/xyeditor/paper/${d.paperId}`, actionLabel: 'Open the paper',
    }),
  }),
  reaction({
    queue: 'notifications.payment-succeeded',
    event: PAYMENTS_EVENTS.succeeded,
    message: (d) => ({
      userId: d.userId, preferenceId: 'order-status', kind: PAYMENTS_EVENTS.succeeded.name,
      title: 'Your points order is complete',
      paragraphs: [`We received ${money(d.amountCents, d.currency)} and added ${points(d.points)} to your wallet.`],
      link: '/dashboard/wallet', actionLabel: 'Open your wallet',
    }),
  }),
  reaction({
    queue: 'notifications.payment-refunded',
    event: PAYMENTS_EVENTS.refunded,
    message: (d) => ({
      userId: d.userId, preferenceId: 'order-status', kind: PAYMENTS_EVENTS.refunded.name,
      title: 'Your points order was refunded',
      paragraphs: [`${money(d.amountCents, d.currency)} is on its way back to you and ${points(d.points)} were taken from your wallet.`],
      reason: d.reason, link: '/dashboard/wallet', actionLabel: 'Open your wallet',
    }),
  }),
  reaction({
    queue: 'notifications.document-approved',
    event: DOCUMENTS_EVENTS.approved,
    message: (d) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.approved.name,
      title: `Your document ${quoted(d.title)} is approved`,
      paragraphs: ['It is listed in the marketplace now: buyers can find it, preview it and buy it.'],
      link: `/documents/${d.slug}`, actionLabel: 'See it in the marketplace',
    }),
  }),
  reaction({
    queue: 'notifications.document-rejected',
    event: DOCUMENTS_EVENTS.rejected,
    message: (d) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.rejected.name,
      title: `Your document ${quoted(d.title)} was rejected`,
      paragraphs: ['A moderator rejected it, so it will not be listed.'],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: 'See your documents',
    }),
  }),
  reaction({
    queue: 'notifications.document-soft-rejected',
    event: DOCUMENTS_EVENTS.softRejected,
    message: (d) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.softRejected.name,
      title: `Your document ${quoted(d.title)} needs changes`,
      paragraphs: ['A moderator sent it back to you. Change it and resubmit it for review.'],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: 'Edit your document',
    }),
  }),
  reaction({
    queue: 'notifications.document-taken-down',
    event: DOCUMENTS_EVENTS.removed,
    message: (d) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.removed.name,
      title: `Your document ${quoted(d.title)} was taken down`,
      paragraphs: ['It is no longer listed in the marketplace.'],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: 'See your documents',
    }),
  }),
  reaction({
    queue: 'notifications.withdrawal-status-changed',
    event: WALLET_EVENTS.withdrawalStatusChanged,
    message: (d) => ({
      userId: d.userId, preferenceId: 'withdrawal-status', kind: WALLET_EVENTS.withdrawalStatusChanged.name,
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
  reaction({
    queue: 'notifications.security-changed',
    event: ACCOUNTS_EVENTS.securityChanged,
    message: (d) => ({
      userId: d.userId, preferenceId: 'security-status', kind: ACCOUNTS_EVENTS.securityChanged.name,
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
  return REACTIONS.map((r) =>
    onEvent(r.event, {
      queue: r.queue,
      handler: async (data, { em, eventId }) => {
        await deliver(platform, em, eventId!, await r.message(data, em));
      },
    }),
  );
}
