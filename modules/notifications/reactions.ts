// One reaction per event that the eight preferences of spec 001 §3 cover: each reads its event and says what to
// tell whom. Every reaction is a queue of this module's own (pg-boss subscribes it to the event), and `deliver`
// keys the notification by (user, event id), so a retried or replayed event notifies once.
import { ACCOUNTS_EVENTS, type SecurityChange } from '../accounts/events.ts';
import { profileById } from '../accounts/index.ts';
import { DOCUMENTS_EVENTS } from '../documents/events.ts';
import { documentForSale } from '../documents/index.ts';
import { PAPERS_EVENTS } from '../papers/events.ts';
import { PAYMENTS_EVENTS } from '../payments/events.ts';
import { DEFAULT_LANGUAGE, type EventDefinition, formatDateTime, formatMoney, onEvent, type Platform, type QueueDefinition, type Translator, translatorFor } from '../platform/index.ts';
import { WALLET_EVENTS } from '../wallet/events.ts';
import { deliver, type Message } from './deliver.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A reaction writes in the recipient's language: `t` translates its English, `tr.language` formats numbers. */
type Reaction<D> = { queue: string; event: EventDefinition<D>; message: (data: D, em: EntityManager, tr: Translator) => Promise<Message> | Message };

/** A reaction typed by its event: `message` reads that event's payload. */
const reaction = <D>(r: Reaction<D>) => r as Reaction<any>;

const points = ({ t }: Translator, count: number) => t('{count, plural, one {# point} other {# points}}', { count });
const quoted = ({ t }: Translator, title: string) => t('“{title}”', { title });

function securityText({ t }: Translator, change: SecurityChange): { title: string; text: string } {
  switch (change) {
    case 'password': return { title: t('Your password was changed'), text: t('The password of your Studyhall account was changed.') };
    case 'password-reset': return { title: t('Your password was reset'), text: t('The password of your Studyhall account was reset with an emailed link, and every device was signed out.') };
    case 'two-factor-enabled': return { title: t('Two-factor authentication is on'), text: t('Two-factor authentication was turned on for your Studyhall account.') };
    case 'two-factor-disabled': return { title: t('Two-factor authentication is off'), text: t('Two-factor authentication was turned off for your Studyhall account.') };
    case 'email': return { title: t('Your email address was changed'), text: t('The email address of your Studyhall account was changed.') };
    case 'google-linked': return { title: t('Google was linked to your account'), text: t('A Google account can now sign in to your Studyhall account.') };
    case 'google-unlinked': return { title: t('Google was unlinked from your account'), text: t('Google can no longer sign in to your Studyhall account.') };
  }
}
const notYou = ({ t }: Translator) => t('If this was not you, reset your password now and sign out your other devices in Settings > Security.');
const SECURITY_LINK = '/dashboard/settings?tab=security';

export const REACTIONS = [
  reaction({
    queue: 'notifications.document-purchased',
    event: WALLET_EVENTS.documentPurchased,
    message: async (d, em, tr) => {
      const doc = await documentForSale(em, d.documentId);
      return {
        userId: d.userId, preferenceId: 'points-access', kind: WALLET_EVENTS.documentPurchased.name,
        title: doc ? tr.t('You can now open {title}', { title: quoted(tr, doc.title) }) : tr.t('You can now open a document'),
        paragraphs: [tr.t('{points} were spent and the document is in your library for good.', { points: points(tr, d.pointsSpent) })],
        link: doc ? `/dashboard/documents/${doc.slug}` : '/dashboard/documents', actionLabel: tr.t('Open the document'),
      };
    },
  }),
  reaction({
    queue: 'notifications.new-device-signed-in',
    event: ACCOUNTS_EVENTS.newDeviceSignedIn,
    message: (d, _em, tr) => ({
      userId: d.userId, preferenceId: 'security-login', kind: ACCOUNTS_EVENTS.newDeviceSignedIn.name,
      title: tr.t('New sign-in to your account'),
      paragraphs: [
        d.ip
          ? tr.t('Your account was signed in from a new device on {when}: {browser} (IP {ip}).', { when: formatDateTime(tr.language, d.at), browser: d.userAgent ?? tr.t('an unknown browser'), ip: d.ip })
          : tr.t('Your account was signed in from a new device on {when}: {browser}.', { when: formatDateTime(tr.language, d.at), browser: d.userAgent ?? tr.t('an unknown browser') }),
        notYou(tr),
      ],
      link: SECURITY_LINK, actionLabel: tr.t('Review your devices'),
    }),
  }),
  reaction({
    queue: 'notifications.paper-created',
    event: PAPERS_EVENTS.paperCreated,
    message: (d, _em, tr) => ({
      userId: d.userId, preferenceId: 'paper_creation', kind: PAPERS_EVENTS.paperCreated.name,
      title: tr.t('Your paper {title} was created', { title: quoted(tr, d.title) }),
      paragraphs: [tr.t('It is saved as a draft; every change you save becomes a new version.')],
      link: `/xyeditor/paper/${d.paperId}`, actionLabel: tr.t('Open the paper'),
    }),
  }),
  reaction({
    queue: 'notifications.payment-succeeded',
    event: PAYMENTS_EVENTS.succeeded,
    message: (d, _em, tr) => ({
      userId: d.userId, preferenceId: 'order-status', kind: PAYMENTS_EVENTS.succeeded.name,
      title: tr.t('Your points order is complete'),
      paragraphs: [tr.t('We received {amount} and added {points} to your wallet.', { amount: formatMoney(tr.language, d.amountCents, d.currency), points: points(tr, d.points) })],
      link: '/dashboard/wallet', actionLabel: tr.t('Open your wallet'),
    }),
  }),
  reaction({
    queue: 'notifications.payment-refunded',
    event: PAYMENTS_EVENTS.refunded,
    message: (d, _em, tr) => ({
      userId: d.userId, preferenceId: 'order-status', kind: PAYMENTS_EVENTS.refunded.name,
      title: tr.t('Your points order was refunded'),
      paragraphs: [tr.t('{amount} is on its way back to you and {points} were taken from your wallet.', { amount: formatMoney(tr.language, d.amountCents, d.currency), points: points(tr, d.points) })],
      reason: d.reason, link: '/dashboard/wallet', actionLabel: tr.t('Open your wallet'),
    }),
  }),
  reaction({
    queue: 'notifications.document-approved',
    event: DOCUMENTS_EVENTS.approved,
    message: (d, _em, tr) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.approved.name,
      title: tr.t('Your document {title} is approved', { title: quoted(tr, d.title) }),
      paragraphs: [tr.t('It is listed in the marketplace now: buyers can find it, preview it and buy it.')],
      link: `/documents/${d.slug}`, actionLabel: tr.t('See it in the marketplace'),
    }),
  }),
  reaction({
    queue: 'notifications.document-rejected',
    event: DOCUMENTS_EVENTS.rejected,
    message: (d, _em, tr) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.rejected.name,
      title: tr.t('Your document {title} was rejected', { title: quoted(tr, d.title) }),
      paragraphs: [tr.t('A moderator rejected it, so it will not be listed.')],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: tr.t('See your documents'),
    }),
  }),
  reaction({
    queue: 'notifications.document-soft-rejected',
    event: DOCUMENTS_EVENTS.softRejected,
    message: (d, _em, tr) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.softRejected.name,
      title: tr.t('Your document {title} needs changes', { title: quoted(tr, d.title) }),
      paragraphs: [tr.t('A moderator sent it back to you. Change it and resubmit it for review.')],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: tr.t('Edit your document'),
    }),
  }),
  reaction({
    queue: 'notifications.document-taken-down',
    event: DOCUMENTS_EVENTS.removed,
    message: (d, _em, tr) => ({
      userId: d.userId, preferenceId: 'document-status', kind: DOCUMENTS_EVENTS.removed.name,
      title: tr.t('Your document {title} was taken down', { title: quoted(tr, d.title) }),
      paragraphs: [tr.t('It is no longer listed in the marketplace.')],
      reason: d.reason, link: '/dashboard/seller-documents', actionLabel: tr.t('See your documents'),
    }),
  }),
  reaction({
    queue: 'notifications.withdrawal-status-changed',
    event: WALLET_EVENTS.withdrawalStatusChanged,
    message: (d, _em, tr) => {
      const amount = { points: points(tr, d.points) };
      const text = {
        approved: [tr.t('Your withdrawal is approved'), tr.t('Your withdrawal of {points} is approved and will be paid to your payout details.', amount)],
        paid: [tr.t('Your withdrawal was paid'), tr.t('Your withdrawal of {points} was paid to your payout details.', amount)],
        rejected: [tr.t('Your withdrawal was rejected'), tr.t('Your withdrawal of {points} was rejected and the points are back in your wallet.', amount)],
      }[d.status as 'approved' | 'paid' | 'rejected'];
      return {
        userId: d.userId, preferenceId: 'withdrawal-status', kind: WALLET_EVENTS.withdrawalStatusChanged.name,
        title: text[0]!, paragraphs: [text[1]!],
        link: '/dashboard/wallet-seller', actionLabel: tr.t('Open your seller wallet'),
      };
    },
  }),
  reaction({
    queue: 'notifications.security-changed',
    event: ACCOUNTS_EVENTS.securityChanged,
    message: (d, _em, tr) => {
      const change = securityText(tr, d.change);
      return {
        userId: d.userId, preferenceId: 'security-status', kind: ACCOUNTS_EVENTS.securityChanged.name,
        title: change.title,
        paragraphs: [
          d.change === 'email' && d.newEmail ? tr.t('{changed} It is now {email}.', { changed: change.text, email: d.newEmail }) : change.text,
          notYou(tr),
        ],
        link: SECURITY_LINK, actionLabel: tr.t('Review your security settings'),
      };
    },
  }),
];

export function notificationQueues(platform: Platform): QueueDefinition[] {
  return REACTIONS.map((r) =>
    onEvent(r.event, {
      queue: r.queue,
      handler: async (data, { em, eventId }) => {
        // In the recipient's language (their profile's; an event carries no request's): the bell entry keeps it.
        const recipient = await profileById(em, (data as { userId: string }).userId);
        await deliver(platform, em, eventId!, await r.message(data, em, translatorFor(recipient?.language ?? DEFAULT_LANGUAGE)));
      },
    }),
  );
}
