// Plain SQL on the caller's EntityManager (inside its transaction when there is one).
export { type Row, one, rows } from '../platform/index.ts';
export const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : value == null ? null : new Date(String(value)).toISOString();
