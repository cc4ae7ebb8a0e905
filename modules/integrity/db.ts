// Plain SQL on the caller's EntityManager (inside its transaction when there is one).
export { type Row, one, rows } from '../platform/index.ts';
