// The platform's plain SQL helpers, under the name this module's queries import.
export { type Row, one, rows } from '../platform/index.ts';
