// The api's error messages in the user's language (issue #30): the language cookie, else the signed-in user's
// profile language, else Accept-Language, else English. Codes never change.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bootAccounts, Client, clearRateLimits, type Harness, signedInUser } from './harness.testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootAccounts();
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

const wrongLogin = (client: Client, headers: Record<string, string> = {}) =>
  client.request('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong password' }, { headers });

describe('error messages in the request language', () => {
  it('answers English when nothing asks for another language', async () => {
    const res = await wrongLogin(new Client(h.baseUrl));
    expect(res.body.error).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('follows Accept-Language, and the language cookie before it', async () => {
    const guest = new Client(h.baseUrl);
    const german = await wrongLogin(guest, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.body.error).toEqual({ code: 'invalid_credentials', message: 'Ungültige Anmeldedaten' });
    guest.cookies.set('studyhall_lang', 'fr');
    const french = await wrongLogin(guest, { 'accept-language': 'de' });
    expect(french.body.error).toEqual({ code: 'invalid_credentials', message: 'Identifiants de connexion invalides' });
  });

  it("uses a signed-in student's profile language when the browser sent no cookie, the cookie when it did", async () => {
    const student = await signedInUser(h);
    await student.client.put('/api/account/profile', { fullName: 'Ada Lovelace', language: 'es' });
    const courseAlone = { fullName: 'Ada', universityId: null, courseId: '0193a0e0-0000-7000-8000-000000000000' };
    const spanish = await student.client.put('/api/account/profile', courseAlone);
    expect(spanish.status).toBe(400);
    expect(spanish.body.error.message).toBe('Elige una universidad antes de elegir un curso.');
    expect(spanish.body.error.fields).toEqual({ courseId: ['Elige una universidad antes de elegir un curso.'] });
    student.client.cookies.set('studyhall_lang', 'de');
    const german = await student.client.put('/api/account/profile', courseAlone);
    expect(german.body.error.message).toBe('Wähle zuerst eine Hochschule, dann einen Studiengang.');
  });

  it("translates validation errors: the schema's own messages through the catalog and zod's in its own words", async () => {
    const student = await signedInUser(h);
    student.client.cookies.set('studyhall_lang', 'de');
    const res = await student.client.put('/api/account/profile', { fullName: '', universityId: 'nope', language: 'it' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.fields.fullName).toEqual(['Vollständiger Name ist erforderlich']);
    expect(res.body.error.fields.language).toEqual(['Wähle en, de, es oder fr.']);
    expect(res.body.error.fields.universityId[0]).toMatch(/UUID/);
    expect(res.body.error.fields.universityId[0]).not.toMatch(/Invalid/);
    expect(res.body.error.message).toMatch(/^Ungültige Angabe \(body\): fullName Vollständiger Name ist erforderlich$/);
  });

  it('translates the messages of the platform itself: an unknown api route, a guest at a signed-in route', async () => {
    const guest = new Client(h.baseUrl);
    guest.cookies.set('studyhall_lang', 'es');
    expect((await guest.get('/api/no-such-route')).body.error).toEqual({ code: 'not_found', message: 'No existe esa ruta de la API.' });
    expect((await guest.get('/api/account/profile')).body.error).toEqual({ code: 'unauthenticated', message: 'Usuario no autenticado' });
  });
});
