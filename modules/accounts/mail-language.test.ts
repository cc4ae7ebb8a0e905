// The accounts' mails in the user's language (#30): the profile's, else the request's that caused them (a sign-up,
// a forgotten password), else English.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bootAccounts, Client, clearRateLimits, type Harness, signedInUser, sql, uniqueEmail } from './harness.testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootAccounts();
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

const lastMail = async (to: string, kind: string) =>
  (await sql(h, 'select subject, text, html from mail_outbox where to_address = ? and kind = ? order by created_at desc limit 1', [to, kind]))[0];

describe('mails in the language of the user', () => {
  it("a German student's password-reset mail is German, whatever the browser that asked", async () => {
    const student = await signedInUser(h, { fullName: 'Greta Gauss' });
    await student.client.put('/api/account/profile', { fullName: 'Greta Gauss', language: 'de' });
    const asked = await new Client(h.baseUrl).request('POST', '/api/auth/forgot-password', { email: student.email }, { headers: { 'accept-language': 'fr' } });
    expect(asked.status).toBe(200);
    const mail = await lastMail(student.email, 'accounts.reset-password');
    expect(mail.subject).toBe('Setze dein Studyhall-Passwort zurück');
    expect(mail.text).toMatch(/^Hallo Greta Gauss,\n\nJemand möchte das Passwort deines Kontos zurücksetzen\. .*\n\nhttp\S+\/reset-password\?token=\S+\n\nFalls du das nicht warst/);
    expect(mail.html).toContain('>Passwort zurücksetzen</a>');
  });

  it('without a profile language, the mail follows the request: a sign-up in Spanish is confirmed in Spanish', async () => {
    const email = uniqueEmail('sofia');
    const guest = new Client(h.baseUrl);
    guest.cookies.set('studyhall_lang', 'es');
    const res = await guest.post('/api/auth/register', { fullName: 'Sofía Marín', email, password: 'correct horse battery', confirmPassword: 'correct horse battery' });
    expect(res.status).toBe(201);
    const mail = await lastMail(email, 'accounts.verify-email');
    expect(mail.subject).toBe('Confirma tu cuenta de Studyhall');
    expect(mail.html).toContain('Hola, Sofía Marín:');
    expect(mail.html).toContain('>Confirmar mi correo</a>');
  });

  it('English when nothing says otherwise', async () => {
    const student = await signedInUser(h);
    await new Client(h.baseUrl).post('/api/auth/forgot-password', { email: student.email });
    expect((await lastMail(student.email, 'accounts.reset-password')).subject).toBe('Reset your Studyhall password');
  });
});
