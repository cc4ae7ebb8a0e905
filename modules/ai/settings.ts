// The AI platform's settings, from the configuration (its AI_* variables, parsed and bounded in config/index.ts with
// every other variable). The provider itself is chosen by config too (OPENAI_API_KEY present -> openai).
import type { Config } from '../../config/index.ts';

type AiConfig = Pick<Config, 'AI_TIMEOUT_SECONDS' | 'AI_JOB_RETRIES' | 'AI_RATE_PER_MINUTE' | 'AI_DAILY_CAP'>;

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

export function resolveAiSettings(config: AiConfig): AiSettings {
  return {
    timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
    retries: config.AI_JOB_RETRIES,
    perMinute: config.AI_RATE_PER_MINUTE,
    dailyCap: config.AI_DAILY_CAP,
  };
}
