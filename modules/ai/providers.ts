// Which provider answers: the OpenAI-compatible one when OPENAI_API_KEY is set (with OPENAI_BASE_URL and
// OPENAI_MODEL), else the local one.
import type { Config } from '../../config/index.ts';
import { localProvider } from './local-provider.ts';
import { openAiProvider } from './openai-provider.ts';
import type { AiProvider } from './provider.ts';
import type { AiSettings } from './settings.ts';

export function providerFor(config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>, settings: AiSettings): AiProvider {
  if (!config.OPENAI_API_KEY) return localProvider();
  return openAiProvider({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: settings.timeoutMs });
}
