// The OpenAI-compatible provider, through the official client: chat completions, always streamed (tokens reach
// the user as they come), structured output through `response_format: json_schema` when the tool gives a schema,
// and token log-probabilities when the server offers them. Any compatible server works: OpenAI, Azure, Ollama,
// llama.cpp, vLLM. The model sees the retrieved passages headed by their pages; its citations are checked
// against them afterwards.
import OpenAI from 'openai';
import { type AiProvider, type Completion, type CompleteInput, ProviderError, checkCitations, passageBlock } from './provider.ts';

export type OpenAiOptions = { apiKey: string; baseURL?: string; model: string; timeoutMs: number };

/**
 * Past this many characters a token bound is spent whatever the server says its tokens were: no tokenizer writes
 * tokens this long on average (English averages about 4), so only a server sending oversized pieces meets it.
 */
const MAX_CHARS_PER_TOKEN = 8;

const CITATION_RULE = [
  'Answer only from the passages below. After each statement, cite the page it comes from as [p. N],',
  'using only page numbers that head a passage. If the passages do not answer the question, say that the',
  'document does not say.',
].join(' ');

export function openAiProvider(options: OpenAiOptions): AiProvider {
  // Retries are the job queue's business (with back-off, then a refund); the client must fail fast.
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 });
  return {
    name: 'openai',
    model: options.model,
    async complete(input: CompleteInput): Promise<Completion> {
      const system = input.passages.length ? `${input.system}\n\n${CITATION_RULE}\n\n${passageBlock(input.passages)}` : input.system;
      let raw = '';
      let promptTokens: number | null = null;
      let completionTokens: number | null = null;
      const logprobs: number[] = [];
      const tokens: { token: string; logprob: number }[] = [];
      // The bound is asked of the server (max_tokens) and kept here too, for servers that ignore it: the answer
      // stops at the token (a log-probability entry, else a streamed piece) or character that would pass it.
      const maxChars = input.maxTokens ? input.maxTokens * MAX_CHARS_PER_TOKEN : Number.POSITIVE_INFINITY;
      let tokensRead = 0;
      try {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            messages: [{ role: 'system', content: system }, ...input.messages],
            stream: true,
            stream_options: { include_usage: true },
            logprobs: true,
            ...(input.maxTokens ? { max_tokens: input.maxTokens } : {}),
            ...(input.schema
              ? { response_format: { type: 'json_schema' as const, json_schema: { name: input.schema.name, schema: input.schema.schema, strict: true } } }
              : {}),
          },
          { signal: input.signal },
        );
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          const content = choice?.delta?.content ?? '';
          const pieces = choice?.logprobs?.content ?? [];
          const cost = pieces.length || (content ? 1 : 0);
          if (input.maxTokens && tokensRead + cost > input.maxTokens) break;
          tokensRead += cost;
          const delta = content.slice(0, maxChars - raw.length);
          if (delta) {
            raw += delta;
            await input.onToken?.(delta);
          }
          for (const lp of pieces) {
            logprobs.push(lp.logprob);
            if (input.tokenLogprobs) tokens.push({ token: lp.token, logprob: lp.logprob });
          }
          if (raw.length >= maxChars) break;
          if (chunk.usage) {
            promptTokens = chunk.usage.prompt_tokens;
            completionTokens = chunk.usage.completion_tokens;
          }
        }
      } catch (error) {
        throw asProviderError(error, input.signal);
      }
      let object: unknown;
      if (input.schema) {
        try {
          object = JSON.parse(raw);
        } catch {
          throw new ProviderError('The AI provider answered in a shape we could not read. Please try again.');
        }
      }
      const { text, citations } = checkCitations(raw, input.passages);
      return {
        text,
        object,
        citations,
        provider: 'openai',
        model: options.model,
        usage: { promptTokens, completionTokens, passagesUsed: input.passages.length },
        meanLogprob: logprobs.length ? logprobs.reduce((a, b) => a + b, 0) / logprobs.length : null,
        ...(input.tokenLogprobs && tokens.length ? { tokens } : {}),
      };
    },
  };
}

function asProviderError(error: unknown, signal?: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError || signal?.aborted) {
    return new ProviderError('The AI provider took too long to answer. Your points were returned.', 'provider_timeout');
  }
  if (error instanceof OpenAI.APIError) {
    return new ProviderError(`The AI provider could not answer (${error.status ?? 'no status'}). Your points were returned.`);
  }
  return new ProviderError('The AI provider could not be reached. Your points were returned.');
}
