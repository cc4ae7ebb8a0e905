// The tools on the platform. A tool is a name, a cost, and a run function; `defineAiTool` registers it when its
// module's index.ts loads, and the ai module serves one queue per tool (`ai.<name>`), so ops can scale them apart.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../platform/index.ts';
import type { AiPrices } from './costs.ts';
import type { PassageRow } from './passages.ts';
import type { AiProvider, Citation, Completion, CompleteInput, Passage } from './provider.ts';

export type AiRunContext<I> = {
  actionId: string;
  userId: string;
  input: I;
  /** Outside any transaction: read what the tool needs. The platform writes the action's result. */
  em: EntityManager;
  provider: AiProvider;
  /**
   * The best passages of these sources for a question (PostgreSQL ranking, then re-ranked), from the pages the
   * action's reader may read: the user, for the tool's `audience` (DESIGN.md §11). `em` plus the exported
   * `retrieve` would skip that: a tool reads passages only through these two.
   */
  retrieve: (sourceIds: string[], question: string, k?: number) => Promise<Passage[]>;
  /** Every passage of a source the action's reader may read, in page order. */
  passages: (sourceId: string) => Promise<PassageRow[]>;
  /** The provider, with answer text streamed to the user as it comes and the call's usage recorded. */
  complete: (input: Omit<CompleteInput, 'onToken' | 'signal'>) => Promise<Completion>;
  log: Logger;
};

export type AiToolResult = {
  text: string;
  citations?: Citation[];
  /** Anything structured the tool wants kept with the action (steps, cards, related ids). */
  result?: unknown;
};

export type AiToolDefinition<I = any> = {
  /** Lower-case words joined by dashes; the queue is `ai.<name>`. */
  name: string;
  /** What the ledger row says ("Document chat question"). */
  title: string;
  /** Points for this input under today's prices (`quote(prices, rule, input)`); 0 for a free action. */
  cost: (input: I, prices: AiPrices) => number;
  /**
   * Who may end up reading the answer, which decides the pages of documents it may quote: `'self'` (the user
   * alone: a document's locked pages when the user may read them) or `'everyone'` (it is or may become public:
   * the user's own private uploads, and the preview pages of any listed document). Required: every tool decides.
   */
  audience: (input: I) => 'self' | 'everyone';
  run: (ctx: AiRunContext<I>) => Promise<AiToolResult>;
  /** Ledger kind: 'document_chat' for document chat (spec 000 §3), else 'spent'. */
  ledgerType?: 'spent' | 'document_chat';
  /** The refusal when points are short (default: the wallet's 'insufficient points'). */
  insufficientMessage?: string;
  /** Actions per user per UTC day (default AI_DAILY_CAP). */
  dailyCap?: number;
};

const tools = new Map<string, AiToolDefinition>();

export function defineAiTool<I>(definition: AiToolDefinition<I>): AiToolDefinition<I> {
  if (!/^[a-z][a-z0-9-]{1,40}$/.test(definition.name)) throw new Error(`Bad AI tool name ${definition.name}`);
  const existing = tools.get(definition.name);
  if (existing && existing !== definition) throw new Error(`AI tool ${definition.name} is defined twice`);
  tools.set(definition.name, definition as AiToolDefinition);
  return definition;
}

export function aiTool(name: string): AiToolDefinition {
  const tool = tools.get(name);
  if (!tool) throw new Error(`Unknown AI tool ${name}`);
  return tool;
}

export const aiTools = (): AiToolDefinition[] => [...tools.values()];

export const queueOf = (tool: string) => `ai.${tool}`;
