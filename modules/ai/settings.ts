// The AI platform's settings, read from the environment when first used (after the entry point has loaded .env);
// tests pass overrides. The provider itself is chosen by config (OPENAI_API_KEY present -> openai).
import { z } from 'zod';

const positive = (max: number) => z.coerce.number().int().min(1).max(max);

const envSchema = z.object({
  AI_TIMEOUT_SECONDS: positive(600).default(60),
  AI_JOB_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_RATE_PER_MINUTE: positive(1000).default(10),
  AI_DAILY_CAP: positive(100_000).default(200),
});

export type AiSettings = {
  /** How long one provider call may take before it counts as failed (then retried, finally refunded). */
  timeoutMs: number;
  /** Retries of a failed AI job before it is marked failed and refunded. */
  retries: number;
  /** Actions a user may request per minute, per tool. */
  perMinute: number;
  /** Actions a user may request per UTC day, per tool, unless the tool sets its own cap. */
  dailyCap: number;
};

export function resolveAiSettings(env: NodeJS.ProcessEnv, overrides: Partial<AiSettings> = {}): AiSettings {
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('AI_') && v !== '')));
  return {
    timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
    retries: e.AI_JOB_RETRIES,
    perMinute: e.AI_RATE_PER_MINUTE,
    dailyCap: e.AI_DAILY_CAP,
    ...overrides,
  };
}
