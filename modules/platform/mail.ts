// Mail: an outbox table and a `mail.send` job. The embedded default stores each message (admins read them);
// with SMTP_URL set, nodemailer delivers it. A message is delivered once: the job checks its status first.
import { type EntityManager, defineEntity, p } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import type { Page } from './contract.ts';
import { one, paginate, type Row, rows } from './db/sql.ts';
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

/** Mail to an address, or written for it: a contact message to the support mailbox carries the writer in Reply-To. */
const ABOUT = `lower(to_address) = lower(?) or lower(headers ->> 'Reply-To') = lower(?)`;

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
    /** Deletes the stored mail to an address, or written for it (its Reply-To: a contact message), as its account is deleted. */
    async forget(em: EntityManager, address: string): Promise<void> {
      await em.getConnection().execute(`delete from mail_outbox where ${ABOUT}`, [address, address], 'run', em.getTransactionContext());
    },
    /** The stored mail to an address or written for it (its Reply-To), oldest first: the account export's. */
    async about(em: EntityManager, address: string): Promise<{ id: string; to: string; kind: string; subject: string; text: string; status: string; createdAt: string }[]> {
      const found = await rows(em, `select id, to_address, kind, subject, text, status, created_at from mail_outbox where ${ABOUT} order by created_at, id`, [address, address]);
      return found.map((r) => ({ id: r.id, to: r.to_address, kind: r.kind, subject: r.subject, text: r.text, status: r.status, createdAt: new Date(r.created_at).toISOString() }));
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

export type MailRecord = {
  id: string; to: string; subject: string; text: string; html: string | null; kind: string; status: MailStatus;
  attempts: number; error: string | null; providerMessageId: string | null; createdAt: string; sentAt: string | null;
};
export type MailQuery = { q?: string; status?: MailStatus; kind?: string; page: number; pageSize: number; order: 'asc' | 'desc' };

const toRecord = (r: Row): MailRecord => ({
  id: r.id, to: r.to_address, subject: r.subject, text: r.text, html: r.html ?? null, kind: r.kind, status: r.status, attempts: Number(r.attempts),
  error: r.error ?? null, providerMessageId: r.provider_message_id ?? null,
  createdAt: new Date(r.created_at).toISOString(), sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
});

/** The outbox for the admin's Emails page: search the address or subject, filter by state and kind, newest first. */
export function searchMail(em: EntityManager, query: MailQuery): Promise<Page<MailRecord>> {
  const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `(?::text is null or to_address ilike ? or subject ilike ?) and (?::text is null or status = ?) and (?::text is null or kind = ?)`;
  const params = [q, q, q, query.status ?? null, query.status ?? null, query.kind ?? null, query.kind ?? null];
  const orderBy = `created_at ${query.order === 'asc' ? 'asc' : 'desc'}, id`;
  return paginate(em, { columns: '*', from: `from mail_outbox where ${where}`, orderBy, params }, query, (found) => found.map(toRecord));
}

export async function mailById(em: EntityManager, id: string): Promise<MailRecord | null> {
  const r = await one(em, 'select * from mail_outbox where id = ?', [id]);
  return r ? toRecord(r) : null;
}
