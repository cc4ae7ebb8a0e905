// What the scholarship and legal-notice forms share: the rate limit, the receipt mail and the admin list query.
import type { EntityManager } from '@mikro-orm/postgresql';
import { hit, type Mailer, type Page, paginate, type Row } from '../platform/index.ts';
import { escapeHtml } from './contact.ts';
import { FORM_MESSAGES } from './contract.ts';

export type Sender = { ip: string; userId: string | null };

/** Per form: 5 an hour from one address, 3 an hour from one email; a person sends one, a script hundreds. */
export const formLimits = (form: string, from: Sender, email: string) => [
  { key: `${form}:ip:${from.ip}`, max: 5, windowSeconds: 60 * 60 },
  { key: `${form}:email:${email}`, max: 3, windowSeconds: 60 * 60 },
];

export const limitForm = (em: EntityManager, form: string, from: Sender, email: string) => hit(em, formLimits(form, from, email), FORM_MESSAGES.tooMany);

export const mailTo = (mailer: Mailer, tx: EntityManager, to: { name: string; email: string }, kind: string, subject: string, paragraphs: string[]) =>
  mailer.send(tx, {
    to: to.email,
    kind,
    subject,
    text: `Hello ${to.name},\n\n${paragraphs.join('\n\n')}\n`,
    html: `<p>Hello ${escapeHtml(to.name)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`).join('')}`,
  });

/** One page of a queue table, newest first by default, filtered by status, search and any extra equality. */
export function queuePage<T>(
  em: EntityManager,
  table: 'scholarship_applications' | 'legal_notices',
  query: { page: number; pageSize: number; status?: string; q?: string; order: 'asc' | 'desc' },
  toItem: (row: Row) => T,
  extra: { column: string; value: string | undefined } | null = null,
): Promise<Page<T>> {
  const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `where (?::text is null or status = ?) and (?::text is null or name ilike ? or email ilike ?)${extra ? ` and (?::text is null or ${extra.column} = ?)` : ''}`;
  const params = [query.status ?? null, query.status ?? null, q, q, q, ...(extra ? [extra.value ?? null, extra.value ?? null] : [])];
  const orderBy = `created_at ${query.order === 'asc' ? 'asc' : 'desc'}, id`;
  return paginate(em, { columns: '*', from: `from ${table} ${where}`, orderBy, params }, query, (found) => found.map(toItem));
}
