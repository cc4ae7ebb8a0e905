import type { Platform, SeedReport } from './platform/index.ts';

/** Runs every module's seed in registry order; each is idempotent. */
export async function seedAll(platform: Platform): Promise<Record<string, SeedReport>> {
  const report: Record<string, SeedReport> = {};
  for (const module of platform.modules) if (module.seed) report[module.name] = await module.seed(platform);
  return report;
}
