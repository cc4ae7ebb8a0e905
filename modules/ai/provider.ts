// The provider port: what every AI tool asks of a language provider, and the citation rule both adapters share.
// A passage is what a provider may answer from; a citation `[p. N]` is valid only when a passage of page N was
// given, so an invented page never reaches the user.
import { PermanentError } from '../platform/index.ts';

export type Passage = { sourceId: string; page: number; text: string };
export type ChatMessage = { role: 'user' | 'assistant'; content: string };
export type Citation = { page: number; sourceId: string; quote: string };

export type CompleteInput = {
  /** The tool's instructions (the platform adds the citation rule and the passages). */
  system: string;
  /** The conversation so far, the question last. */
  messages: ChatMessage[];
  passages: Passage[];
  /** Structured output: the openai adapter asks for JSON matching it and parses it into `object`. */
  schema?: { name: string; schema: Record<string, unknown> };
  /** Called with each piece of answer text as it is produced. */
  onToken?: (delta: string) => void | Promise<void>;
  signal?: AbortSignal;
  /** Keep every answer token with its log-probability (`tokens`), when the server offers them (AI detection). */
  tokenLogprobs?: boolean;
  /**
   * The most tokens the answer may have (what the user paid for, §11): asked of the server, and the answer is cut
   * there even when the server writes on.
   */
  maxTokens?: number;
};

export type Completion = {
  text: string;
  /** The parsed structured answer when a schema was asked for and the provider gave one. */
  object?: unknown;
  citations: Citation[];
  provider: 'openai' | 'local';
  model: string;
  usage: { promptTokens: number | null; completionTokens: number | null; passagesUsed: number };
  /** Mean token log-probability, when the server offers log-probabilities. */
  meanLogprob: number | null;
  /** Each answer token with its log-probability, when `tokenLogprobs` asked and the server offered them. */
  tokens?: { token: string; logprob: number }[];
};

export type AiProvider = { name: 'openai' | 'local'; model: string; complete(input: CompleteInput): Promise<Completion> };

/**
 * A provider's failure the user should be told about in plain words (timeouts, refusals, outages). `retryable: false`
 * for one that trying again cannot change (local mode with no source to quote): the action fails and refunds at once.
 */
export class ProviderError extends Error {
  readonly retryable: boolean;
  constructor(
    message: string,
    readonly code: 'provider_error' | 'provider_timeout' = 'provider_error',
    options: { retryable?: boolean } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
    this.retryable = options.retryable ?? true;
  }
}

/** Whether another attempt of an AI action could end differently. */
export function worthRetrying(error: unknown): boolean {
  return !(error instanceof PermanentError) && !(error instanceof ProviderError && !error.retryable);
}

const CITATION = /\s?\[p\.\s*(\d{1,5})\]/g;

/**
 * Keeps the citations of pages that were given and drops the others from the text. Answers the cleaned text and
 * the citations in order of first appearance, each with the passage it points at.
 */
export function checkCitations(text: string, passages: Passage[]): { text: string; citations: Citation[] } {
  const byPage = new Map<number, Passage>();
  for (const p of passages) if (!byPage.has(p.page)) byPage.set(p.page, p);
  const citations: Citation[] = [];
  const cleaned = text.replace(CITATION, (match, n: string) => {
    const passage = byPage.get(Number(n));
    if (!passage) return '';
    if (!citations.some((c) => c.page === passage.page)) citations.push({ page: passage.page, sourceId: passage.sourceId, quote: passage.text.slice(0, 300) });
    return match;
  });
  return { text: cleaned, citations };
}

/** The passages as a provider reads them: one block per passage, headed by its page. */
export function passageBlock(passages: Passage[]): string {
  return passages.map((p) => `[p. ${p.page}]\n${p.text}`).join('\n\n');
}
