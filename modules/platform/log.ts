import { type Logger, pino } from 'pino';

export type { Logger };

let root: Logger = pino({ level: process.env.LOG_LEVEL || 'info', base: { app: 'studyhall' } });

/** Replaces the root logger once the config is known. The CLI logs to stderr so stdout stays its output. */
export function configureLogger(level: string, destination: 'stdout' | 'stderr' = 'stdout'): Logger {
  root = pino({ level, base: { app: 'studyhall' } }, pino.destination(destination === 'stderr' ? 2 : 1));
  return root;
}

export function logger(component?: string): Logger {
  return component ? root.child({ component }) : root;
}
