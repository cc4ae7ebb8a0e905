import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7 (RFC 9562): time-ordered, so primary keys index well and sort by creation. Ids made by one process
 * are strictly increasing, even within a millisecond (a 12-bit counter in rand_a, method 1 of RFC 9562 §6.2),
 * so "newest first" by id is exact for rows one process writes in a burst.
 */
export function uuidv7(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = randomBytes(2).readUInt16BE() & 0x07ff; // start low in the range, leaving room to count up
  } else if (++sequence > 0x0fff) {
    lastMs += 1; // the counter ran out within this millisecond: borrow the next one
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Lower-case kebab-case, ASCII only: the form every public slug takes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
