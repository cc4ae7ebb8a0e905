// Plain SQL on the caller's EntityManager (inside its transaction when there is one).
export { type Row, one, rows } from '../platform/index.ts';
export const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value == null ? null : new Date(String(value)).toISOString());

/** The PostgreSQL error code of a failed statement, when it is one. */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}
