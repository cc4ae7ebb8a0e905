// Content fingerprints for duplicate detection: SHA-256 of the bytes (exact copies) and a MinHash signature
// of the text's five-word shingles (near copies: the same notes re-exported, re-titled or lightly edited).
// Candidates are found through locality-sensitive hashing bands, so a new upload is compared with the few
// documents that share a band rather than with every document.
import { createHash } from 'node:crypto';

export const SIGNATURE_SIZE = 64;
export const BANDS = 16;
export const ROWS_PER_BAND = SIGNATURE_SIZE / BANDS;
const SHINGLE_WORDS = 5;
/** Below this many distinct shingles a text is too short to compare (a title page, a scanned document). */
export const MIN_SHINGLES = 30;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** 32-bit FNV-1a over a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A strong 32-bit mix (murmur3's finaliser), so each seed acts as an independent hash function. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const SEEDS = Array.from({ length: SIGNATURE_SIZE }, (_, i) => mix(0x9e3779b9 * (i + 1)));

/** Lower-case words of letters and digits, accents removed. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function shingles(text: string): Set<number> {
  const w = words(text);
  const out = new Set<number>();
  for (let i = 0; i + SHINGLE_WORDS <= w.length; i++) out.add(fnv1a(w.slice(i, i + SHINGLE_WORDS).join(' ')));
  return out;
}

/**
 * The MinHash signature of a text (64 signed 32-bit integers, as PostgreSQL's integer[] stores them), or
 * null when the text is too short to say anything.
 */
export function minhash(text: string): number[] | null {
  const set = shingles(text);
  if (set.size < MIN_SHINGLES) return null;
  const signature = new Array<number>(SIGNATURE_SIZE).fill(0xffffffff);
  for (const shingle of set) {
    for (let i = 0; i < SIGNATURE_SIZE; i++) {
      const h = mix(shingle ^ SEEDS[i]!);
      if (h < signature[i]!) signature[i] = h;
    }
  }
  return signature.map((v) => v | 0);
}

/** The estimated Jaccard similarity of the two texts: the share of positions where the signatures agree. */
export function similarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same++;
  return same / a.length;
}

/** One hash per band of the signature: documents sharing any band are candidates for comparison. */
export function bandHashes(signature: readonly number[]): { band: number; hash: number }[] {
  const out: { band: number; hash: number }[] = [];
  for (let band = 0; band < BANDS; band++) {
    let hash = mix(band + 1);
    for (let r = 0; r < ROWS_PER_BAND; r++) hash = mix(hash ^ (signature[band * ROWS_PER_BAND + r]! >>> 0));
    out.push({ band, hash: hash | 0 });
  }
  return out;
}
