// Asking with a photo: on a server with Tesseract (CI installs it), a phone photo of a question, stored sideways
// with an EXIF orientation as phones do, is read into text the asker checks before asking; nothing is charged or
// kept. Guests, non-photos and floods are refused with clear messages. (homework.test.ts runs without OCR.)
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEWORK_MESSAGES, PHOTOS_PER_HOUR } from './contract.ts';
import { balanceOf, bootHomework, givePoints, type HomeworkHarness, signUp, sql, type TestUser } from './harness.testing.ts';

let h: HomeworkHarness;
let student: TestUser;

const QUESTION = ['Explain why the mitochondria', 'is called the powerhouse', 'of the cell.'];

/** The question as a phone photo: dark text on slightly grey paper, stored turned with EXIF orientation 6. */
async function questionPhoto(format: 'jpeg' | 'png' = 'jpeg'): Promise<Uint8Array> {
  const lines = QUESTION.map((line, i) => `<text x="60" y="${150 + i * 90}" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#1f1f1f">${line}</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="500"><rect width="1400" height="500" fill="#d8d6cf"/>${lines.join('')}</svg>`;
  const upright = await sharp(Buffer.from(svg)).png().toBuffer();
  const sideways = sharp(await sharp(upright).rotate(270).png().toBuffer()).withMetadata({ orientation: 6 });
  return new Uint8Array(await (format === 'jpeg' ? sideways.jpeg({ quality: 88 }) : sideways.png()).toBuffer());
}

const form = (bytes: Uint8Array, type: string, name = 'question.jpg') => {
  const f = new FormData();
  f.set('file', new Blob([bytes as BlobPart], { type }), name);
  return f;
};

const postPhoto = (user: TestUser | null, body: FormData) => (user ? user.client : h.guest).request('POST', '/api/homework/photo-text', undefined, { multipart: body });

beforeAll(async () => {
  h = await bootHomework({}, ['homework']);
  student = await signUp(h, 'Pia Photo');
  await givePoints(h, student.id, 30);
}, 180_000);

afterAll(() => h?.close());

describe('asking with a photo', () => {
  it('says photo questions work on a server with OCR', async () => {
    expect((await h.guest.get('/api/homework/quote')).body).toEqual({ points: 10, imageQuestions: true });
  });

  it('reads a sideways phone photo upright into the question text, charging nothing and keeping nothing', async () => {
    const res = await postPhoto(student, form(await questionPhoto(), 'image/jpeg'));
    expect(res.status).toBe(200);
    const words = (res.body.text as string).toLowerCase().replace(/[^a-z\s]/g, ' ').split(/\s+/).filter(Boolean);
    for (const word of ['explain', 'why', 'mitochondria', 'powerhouse', 'cell']) expect(words).toContain(word);
    expect(res.body.language).toBe('eng');
    expect(res.body.confidence).toBeGreaterThan(60);
    expect(await balanceOf(h, student.id)).toBe(30);
    expect(await sql(h, 'select 1 from documents where user_id = ?', [student.id])).toHaveLength(0);
    expect(await sql(h, 'select 1 from homework_questions where user_id = ?', [student.id])).toHaveLength(0);
  });

  it('reads for any signed-in student or admin, turns guests and suspended users away, refuses what is not a photo', async () => {
    const png = await questionPhoto('png');
    const suspended = await signUp(h, 'Sid Suspended');
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    expect((await postPhoto(null, form(png, 'image/png', 'q.png'))).status).toBe(401);
    expect((await postPhoto(suspended, form(png, 'image/png', 'q.png'))).status).toBe(401);
    expect((await postPhoto(h.admin, form(png, 'image/png', 'q.png'))).status).toBe(200);
    const pdf = await postPhoto(student, form(new TextEncoder().encode('%PDF-1.7\n%nothing here'), 'application/pdf', 'q.pdf'));
    expect(pdf.status).toBe(415);
    expect(pdf.body.error.message).toBe('Choose a photo (JPEG, PNG, WebP or HEIC) of the question.');
    const blank = await postPhoto(student, form(new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } }).png().toBuffer()), 'image/png', 'blank.png'));
    expect(blank.status).toBe(422);
    expect(blank.body.error.message).toBe('No text could be read from the photo. Try a sharper, closer photo, or type the question.');
  });

  it(`reads at most ${PHOTOS_PER_HOUR} photos an hour per student`, async () => {
    const flooder = await signUp(h, 'Fred Flood');
    const notPhoto = form(new TextEncoder().encode('plain text'), 'text/plain', 'q.txt');
    for (let i = 0; i < PHOTOS_PER_HOUR; i++) expect((await postPhoto(flooder, notPhoto)).status).toBe(415);
    const over = await postPhoto(flooder, notPhoto);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(HOMEWORK_MESSAGES.photoLimit);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
