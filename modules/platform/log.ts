import { pino, type Logger } from 'pino';

export type { Logger };

let root: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { app: 'studyhall' } });

/** Replaces the root logger once the config is known. */
export function configureLogger(level: string): Logger {
  root = pino({ level, base: { app: 'studyhall' } });
  return root;
}

export function logger(component?: string): Logger {
  return component ? root.child({ component }) : root;
}
