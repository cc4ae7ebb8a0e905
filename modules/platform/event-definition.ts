// An event's one contract: its name and the zod schema of its payload, declared once in the publishing module's
// events.ts. `publish` takes the definition (the payload is checked against the schema there, before anything is
// enqueued) and a subscription names it, so a misspelt event or a payload of the wrong shape does not compile.
// Zod only: a module's events.ts imports this through platform/contract.ts and stays free of everything else.
import type { z } from 'zod';

/** `T` is the payload subscribers receive (the schema's output), `I` what a publisher passes (its input). */
export type EventDefinition<T = unknown, I = unknown> = { readonly name: string; readonly schema: z.ZodType<T, I> };

/** The payload subscribers receive. */
export type EventPayload<E extends EventDefinition<any, any>> = z.output<E['schema']>;

/** `module.what-happened`, e.g. `documents.approved`; the schema's output must be plain JSON (it is queued as such). */
export function defineEvent<const N extends string, S extends z.ZodType>(name: N, schema: S): { readonly name: N; readonly schema: S } {
  return { name, schema };
}
