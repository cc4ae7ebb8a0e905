// The AI platform: the provider port (OpenAI-compatible or local), page passages and retrieval, the cost rules,
// metering through the wallet, the action log, one job queue per tool and answer streaming. A tool plugs in with
// `defineAiTool` (a prompt, a cost rule) and a page; README.md says how.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/index.ts';
import { type DailyTotal, dailyTotals, type Platform, type StudyhallModule } from '../platform/index.ts';
import { type AiRequest, type AiRequested, requestAiAction as request } from './actions.ts';
import { dropErasedQueue, indexingQueue } from './indexing.ts';
import { keyTerms } from './nlp.ts';
import { dropSource, indexSource, type PageText, sourcePassages } from './passages.ts';
import { providerFor } from './providers.ts';
import { orphansQueue } from './orphans.ts';
import { mountAiRoutes } from './routes.ts';
import { runAiAction } from './run-action.ts';
import { type AiSettings, resolveAiSettings } from './settings.ts';
import type { Reader } from './readable.ts';
import { aiTools, queueOf } from './tools.ts';
import { aiPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { aiTools, defineAiTool, type AiToolDefinition, type AiRunContext, type AiToolResult } from './tools.ts';
export { readAction, readActions, type AiRequest, type AiRequested } from './actions.ts';
export { aiPrices, quoteNow } from './prices.ts';
export { AI_PRICE_SETTINGS } from './price-settings.ts';
export { ensureDocumentIndexed } from './indexing.ts';
export { sentences, stems, keyTerms, isNounPhrase, sameWord, tagged } from './nlp.ts';
export { answerKind } from './question.ts';
export { type PageText, type PassageRow, sourcePassages } from './passages.ts';
export { retrieve } from './retrieval.ts';
export type { Reader } from './readable.ts';
export { type Passage, type Citation, type ChatMessage, type Completion, type AiProvider, ProviderError, checkCitations } from './provider.ts';
export { NOT_IN_DOCUMENT, askedWordsIn } from './local-provider.ts';

/** The AI settings of this configuration (its AI_* variables). */
export const aiSettings = (config: Config): AiSettings => resolveAiSettings(config);

/**
 * Requests an action inside the caller's transaction: rate limit and daily cap, the tool's cost charged through
 * the wallet (key `ai:{actionId}`), the action row, the job on `ai.<tool>`. A request `key` seen before for this
 * user answers its first action and charges nothing. Throws 422 insufficient_points, 429 rate_limited.
 */
export function requestAiAction(platform: Platform, em: EntityManager, input: AiRequest): Promise<AiRequested> {
  return request(platform, aiSettings(platform.config), em, input);
}

/**
 * Makes any text a retrievable source (pasted notes, a deck, a paper): its pages replace the source's passages,
 * inside the caller's transaction when there is one. `sourceId` is a uuid the caller owns (its own row's id), so
 * `retrieve`, `sourceKeyTerms` and citations work over it exactly as over a document. Answers the passage count.
 */
export async function indexTextSource(em: EntityManager, sourceId: string, pages: PageText[]): Promise<number> {
  return em.isInTransaction() ? indexSource(em, sourceId, pages) : em.transactional((tx) => indexSource(tx, sourceId, pages));
}

/** Forgets a source's passages (its owner deleted it). */
export async function dropTextSource(em: EntityManager, sourceId: string): Promise<void> {
  await dropSource(em, sourceId);
}

/** Up to `limit` terms a source is most about (suggested questions), from the passages this reader may read. */
export async function sourceKeyTerms(em: EntityManager, reader: Reader, sourceId: string, limit = 5): Promise<string[]> {
  return keyTerms((await sourcePassages(em, reader, sourceId)).map((p) => p.text), limit);
}

/** A text source's passages as its owner gave them (their pasted notes), in order: for their account export. */
export async function textSourcePassages(em: EntityManager, sourceId: string): Promise<{ page: number; text: string }[]> {
  const list: { page_number: number; text: string }[] = await em
    .getConnection()
    .execute('select page_number, text from ai_passages where source_id = ? order by ordinal', [sourceId], 'all', em.getTransactionContext());
  return list.map((r) => ({ page: Number(r.page_number), text: r.text }));
}

/** Which provider answers on this platform ('openai' or 'local') and its model, for pages that say so. */
export function aiProviderOf(platform: Platform): { provider: 'openai' | 'local'; model: string } {
  const p = providerFor(platform.config, aiSettings(platform.config));
  return { provider: p.name, model: p.model };
}

export const aiModule: StudyhallModule = {
  name: 'ai',
  queues: (platform) => {
    const deps = { platform, settings: aiSettings(platform.config), provider: () => providerFor(platform.config, aiSettings(platform.config)) };
    return [
      indexingQueue,
      orphansQueue(deps),
      dropErasedQueue,
      ...aiTools().map((tool) => ({
        queue: queueOf(tool.name),
        handler: (data: { actionId: string }, ctx: Parameters<typeof runAiAction>[3]) => runAiAction(deps, tool, data, ctx),
        retryLimit: deps.settings.retries,
        expireInSeconds: Math.ceil(deps.settings.timeoutMs / 1000) * 2 + 60,
        // Its writes are short transactions of its own (run-action.ts); the provider's minute holds no connection.
        ownTransactions: true,
      })),
    ];
  },
  routes: (api) => mountAiRoutes(api),
  personalData: aiPersonalData,
};

/** AI actions requested per day and tool since `since` (every request, whatever its outcome). */
export function aiActionsByDay(em: EntityManager, since: Date): Promise<DailyTotal[]> {
  return dailyTotals(em, { table: 'ai_actions', at: 'created_at', by: 'tool' }, since);
}
