// AI detection: a likelihood per sentence and for the whole text, never a verdict. Two methods:
// - log-probabilities (an OpenAI-compatible provider that returns them): the model repeats the text and each
//   token's log-probability is read; per sentence the perplexity, over the text the perplexity and its burstiness
//   (how much it varies from sentence to sentence). Low perplexity and low burstiness read as machine-like.
// - a statistical estimate (local mode): sentence-length burstiness, vocabulary richness (moving-average
//   type-token ratio) and the function-word profile against the marketplace corpus. The weights are set by hand,
//   not trained; the page says it is an estimate.
import { detectionLabel, type DetectionReport, type SentenceScore } from './contract.ts';
import { functionShare, profileDistance, profileOf, functionWordCounts } from './function-words.ts';
import { type SentenceSpan, sentenceSpans } from './spans.ts';
import { type Word, wordsOf } from './winnow.ts';

/** The corpus's function-word profile and share of function words (or the built-in reference). */
export type CorpusProfile = { profile: number[]; share: number };

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const pct = (x: number) => Math.round(clamp01(x) * 100);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const std = (xs: number[]) => {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
};
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Coefficient of variation: 0 when every value is the same. */
export const burstiness = (xs: number[]) => (mean(xs) > 0 ? std(xs) / mean(xs) : 0);

/** Moving-average type-token ratio over windows of 50 words (plain TTR for shorter texts). */
export function vocabularyRichness(words: readonly Word[], window = 50): number {
  if (!words.length) return 0;
  if (words.length <= window) return new Set(words.map((w) => w.text)).size / words.length;
  let sum = 0;
  const count = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    count.set(words[i]!.text, (count.get(words[i]!.text) ?? 0) + 1);
    if (i >= window) {
      const gone = words[i - window]!.text;
      const left = count.get(gone)! - 1;
      if (left) count.set(gone, left);
      else count.delete(gone);
    }
    if (i >= window - 1) sum += count.size / window;
  }
  return sum / (words.length - window + 1);
}

function report(method: DetectionReport['method'], whole: number, spans: SentenceSpan[], scores: number[], signals: DetectionReport['signals']): DetectionReport {
  const score = pct(whole);
  const sentences: SentenceScore[] = spans.map((s, i) => ({ start: s.start, end: s.end, score: pct(scores[i]!) }));
  return { method, score, label: detectionLabel(score), words: spans.reduce((n, s) => n + s.words.length, 0), sentences, signals };
}

/**
 * The statistical estimate. Each signal is a 0..1 "machine-like" reading: uniform sentence lengths (burstiness
 * under 0.2 reads 1, over 0.6 reads 0), a narrow vocabulary, and a function-word profile close to the corpus's
 * average (edited, even prose); a sentence adds how typical its own length and function-word share are.
 */
export function estimate(text: string, corpus: CorpusProfile): DetectionReport {
  const spans = sentenceSpans(text);
  const lengths = spans.map((s) => s.words.length);
  const words = spans.flatMap((s) => s.words);
  const b = burstiness(lengths);
  const richness = vocabularyRichness(words);
  const distance = profileDistance(profileOf(functionWordCounts(words)), corpus.profile);
  const uniform = clamp01((0.6 - b) / 0.4);
  const narrow = clamp01((0.85 - richness) / 0.25);
  const typical = clamp01(1 - distance / 0.5);
  const textScore = 0.55 * uniform + 0.25 * narrow + 0.2 * typical;
  const avg = mean(lengths);
  const scores = spans.map((s) => {
    const lengthTypical = 1 - clamp01(Math.abs(s.words.length - avg) / Math.max(avg, 1));
    const shareTypical = 1 - clamp01(Math.abs(functionShare(s.words) - corpus.share) / Math.max(corpus.share, 0.01));
    return 0.5 * textScore + 0.5 * (0.6 * lengthTypical + 0.4 * shareTypical);
  });
  const whole = 0.5 * textScore + 0.5 * weightedMean(scores, lengths);
  return report('statistical-estimate', whole, spans, scores, {
    burstiness: round(b), vocabularyRichness: round(richness), functionWordDistance: round(distance), perplexity: null,
  });
}

const weightedMean = (xs: number[], weights: number[]) => {
  const total = weights.reduce((a, b) => a + b, 0);
  return total ? xs.reduce((sum, x, i) => sum + x * weights[i]!, 0) / total : 0;
};

/** Perplexity at which a sentence reads 50/50: below it, machine-like. */
const REFERENCE_PERPLEXITY = 12;

/**
 * From the log-probabilities of the model repeating the text: each token is given to the words it overlaps (by
 * character offsets in the repeated text, whose words line up one to one with the original's), a sentence's
 * perplexity is exp(-mean log-probability) of its words, the text's burstiness the variation of those.
 * Answers null when the repetition does not line up with the text (the model said something else).
 */
export function fromLogprobs(text: string, echoed: { token: string; logprob: number }[]): DetectionReport | null {
  const spans = sentenceSpans(text);
  const original = spans.flatMap((s) => s.words);
  const echo = echoed.map((t) => t.token).join('');
  const echoWords = wordsOf(echo);
  if (!original.length || echoWords.length !== original.length) return null;
  const wordLogprob = new Array<number>(echoWords.length).fill(0);
  const wordTokens = new Array<number>(echoWords.length).fill(0);
  let offset = 0;
  let w = 0;
  for (const t of echoed) {
    const start = offset;
    offset += t.token.length;
    while (w < echoWords.length && echoWords[w]!.end <= start) w++;
    for (let i = w; i < echoWords.length && echoWords[i]!.start < offset; i++) {
      wordLogprob[i]! += t.logprob;
      wordTokens[i]! += 1;
    }
  }
  let at = 0;
  const perplexities = spans.map((s) => {
    const lps: number[] = [];
    for (let i = at; i < at + s.words.length; i++) if (wordTokens[i]) lps.push(wordLogprob[i]! / wordTokens[i]!);
    at += s.words.length;
    return Math.exp(-mean(lps));
  });
  const overall = Math.exp(-mean(echoed.map((t) => t.logprob)));
  const b = burstiness(perplexities);
  const scores = perplexities.map((p) => logistic(2 * (Math.log(REFERENCE_PERPLEXITY) - Math.log(p))));
  const whole = logistic(2 * (Math.log(REFERENCE_PERPLEXITY) - Math.log(overall)) + 3 * (0.35 - b));
  return report('log-probabilities', whole, spans, scores, { burstiness: round(b), vocabularyRichness: null, functionWordDistance: null, perplexity: round(overall, 2) });
}
