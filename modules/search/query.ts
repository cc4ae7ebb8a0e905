// What the user typed, read with web search syntax (the rules of PostgreSQL's websearch_to_tsquery): words,
// "quoted phrases", -exclusions and `or` between two terms; every engine renders the same parse. The last word is
// a prefix while the user is still typing it (no space after it), as in every as-you-type search box.

/** Lower case without diacritics: how words are compared everywhere in this module. */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The words of a text: runs of letters and digits, as the indexes see them. */
export function wordsOf(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

export type Term = { kind: 'word'; word: string; prefix: boolean } | { kind: 'phrase'; words: string[] };
export type Clause = { term: Term; negated: boolean };
/** Clauses that must all hold; each is one clause or several joined by `or`. */
export type ParsedQuery = { all: Clause[][] };

const RAW_TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

export function parseQuery(text: string): ParsedQuery {
  const clauses: (Clause | 'or')[] = [];
  for (const match of text.matchAll(RAW_TOKEN)) {
    const [, minus, quoted, bare] = match;
    if (bare !== undefined && bare.toLowerCase() === 'or') {
      clauses.push('or');
      continue;
    }
    const negated = minus === '-' || (bare?.startsWith('-') ?? false);
    const words = wordsOf(quoted ?? bare ?? '');
    if (words.length === 0) continue;
    const term: Term = quoted === undefined && words.length === 1 ? { kind: 'word', word: words[0]!, prefix: false } : { kind: 'phrase', words };
    clauses.push({ term, negated });
  }
  const last = clauses.at(-1);
  // Still typing the last word: it matches as a prefix.
  if (last && last !== 'or' && !last.negated && last.term.kind === 'word' && /[\p{L}\p{N}]$/u.test(text)) {
    last.term = { ...last.term, prefix: true };
  }
  const all: Clause[][] = [];
  let joinNext = false;
  for (const clause of clauses) {
    if (clause === 'or') {
      joinNext = all.length > 0;
      continue;
    }
    if (joinNext) all.at(-1)!.push(clause);
    else all.push([clause]);
    joinNext = false;
  }
  return { all };
}

/** True when something must match: a query of exclusions only finds nothing (rather than everything else). */
export function hasPositiveTerm(query: ParsedQuery): boolean {
  return query.all.some((group) => group.every((c) => !c.negated));
}

/** The plain words a typo could hide in: not in phrases, not excluded. */
export function correctableWords(query: ParsedQuery): { word: string; prefix: boolean }[] {
  return query.all.flatMap((group) =>
    group.flatMap((c) => (c.term.kind === 'word' && !c.negated ? [{ word: c.term.word, prefix: c.term.prefix }] : [])),
  );
}

/** The same query with some words replaced by alternatives (each group of alternatives matches any one of them). */
export function withAlternatives(query: ParsedQuery, alternatives: Map<string, string[]>): ParsedQuery {
  return {
    all: query.all.map((group) =>
      group.flatMap((c) => {
        const options = c.term.kind === 'word' && !c.negated ? alternatives.get(c.term.word) : undefined;
        if (!options?.length) return [c];
        return options.map((word) => ({ term: { kind: 'word' as const, word, prefix: false }, negated: false }));
      }),
    ),
  };
}

/**
 * The query as `to_tsquery` text. Words are letters and digits only, so quoting them is safe. `weight` restricts
 * every positive term to one weight (A: the title), for "the title matches the whole query".
 */
export function toTsquery(query: ParsedQuery, weight = ''): string {
  const word = (w: string, prefix: boolean, negated: boolean) => `'${w}'${prefix || (weight && !negated) ? ':' : ''}${prefix ? '*' : ''}${negated ? '' : weight}`;
  const clause = (c: Clause) => {
    const body = c.term.kind === 'word' ? word(c.term.word, c.term.prefix, c.negated) : `(${c.term.words.map((w) => word(w, false, c.negated)).join(' <-> ')})`;
    return c.negated ? `!${body}` : body;
  };
  return query.all.map((group) => (group.length === 1 ? clause(group[0]!) : `(${group.map(clause).join(' | ')})`)).join(' & ');
}

/**
 * The query as Meilisearch reads it: words, "phrases", -exclusions. Meilisearch has no `or`, so the words of an
 * `or` group are all sent (and all required): a documented limit of that engine.
 */
export function toMeiliQuery(query: ParsedQuery): string {
  const clauses = query.all.flat();
  const parts = clauses.map((c) => {
    const body = c.term.kind === 'word' ? c.term.word : `"${c.term.words.join(' ')}"`;
    return c.negated ? `-${body}` : body;
  });
  const last = clauses.at(-1);
  // Meilisearch treats the last word as a prefix unless a space follows it.
  return parts.join(' ') + (last && last.term.kind === 'word' && !last.term.prefix ? ' ' : '');
}
