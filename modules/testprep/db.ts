// The platform's plain SQL helpers, under the name this module's queries import, and how it reads dates.
export { type Row, one, rows } from '../platform/index.ts';

export const iso = (v: unknown) => new Date(v as string).toISOString();
export const isoOrNull = (v: unknown) => (v == null ? null : iso(v));
