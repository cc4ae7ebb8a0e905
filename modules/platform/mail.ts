// Mail: an outbox table and a `mail.send` job. The embedded default stores each message (admins read them);
// with SMTP_URL set, nodemailer delivers it. A message is delivered once: the job checks its status first.
import { type EntityManager, defineEntity, p } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import type { EventBus, QueueDefinition } from './events.ts';
import { uuidv7 } from './ids.ts';

export const MailMessage = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_outbox',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    to: p.string().fieldName('to_address'),
    subject: p.string(),
    text: p.text(),
    html: p.text().nullable(),
    kind: p.string().default('general').index(),
    status: p.string().default('queued'),
    attempts: p.integer().default(0),
    error: p.text().nullable(),
    providerMessageId: p.string().nullable(),
    /** Extra headers (List-Unsubscribe on notification mail). */
    headers: p.json<Record<string, string>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
});
export type MailMessageRow = InstanceType<typeof MailMessage.class>;

export type OutgoingMail = { to: string; subject: string; text: string; html?: string; kind?: string; headers?: Record<string, string> };
export type MailStatus = 'queued' | 'stored' | 'sent' | 'failed';

export type Mailer = ReturnType<typeof createMailer>;

export function createMailer(options: { smtpUrl?: string; from: string }) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let bus: EventBus | null = null;

  const sendJob: QueueDefinition<{ messageId: string }> = {
    queue: 'mail.send',
    async handler({ messageId }, { em, log, attempt }) {
      const message = await em.findOne(MailMessage, { id: messageId });
      if (!message || message.status === 'sent' || message.status === 'stored') return;
      message.attempts = attempt + 1;
      if (!transport) {
        message.status = 'stored';
        message.sentAt = new Date();
        return;
      }
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          headers: message.headers ?? undefined,
        });
        message.status = 'sent';
        message.providerMessageId = info.messageId ?? null;
        message.sentAt = new Date();
      } catch (error) {
        log.warn({ err: error }, 'SMTP delivery failed; pg-boss will retry');
        throw error;
      }
    },
  };

  return {
    mode: transport ? ('smtp' as const) : ('outbox' as const),
    jobs: [sendJob],
    attach(eventBus: EventBus) {
      bus = eventBus;
    },
    /** Stores the message and enqueues its delivery in the caller's transaction. */
    async send(em: EntityManager, mail: OutgoingMail): Promise<string> {
      if (!bus) throw new Error('mailer not attached to the event bus');
      const row = em.create(MailMessage, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        kind: mail.kind ?? 'general',
        headers: mail.headers ?? null,
      } as any);
      await em.flush();
      await bus.enqueue(em, 'mail.send', { messageId: row.id });
      return row.id;
    },
    /** Deletes the stored mail to an address (the account behind it was deleted). */
    async forget(em: EntityManager, address: string): Promise<void> {
      await em.getConnection().execute('delete from mail_outbox where lower(to_address) = lower(?)', [address], 'run', em.getTransactionContext());
    },
    async list(em: EntityManager, filter: { to?: string; limit?: number } = {}) {
      return em.find(
        MailMessage,
        filter.to ? { to: filter.to } : {},
        { orderBy: { createdAt: 'desc' }, limit: filter.limit ?? 50 },
      );
    },
  };
}
