// A small thesaurus of the words students and study texts use for the same thing ("Where does glycolysis happen?"
// of notes saying "takes place"; "computed" of a chapter saying "calculated"). The local provider scores a sentence
// by the question's words and refuses a question about something the document never mentions; with these, a
// reworded question still finds its sentence. Kept small and common on purpose: each group is words a reader would
// swap without changing the meaning, so two sentences about different things are never made to match.
import { stems } from './nlp.ts';

/** Each group's first word stands for the group. Phrases of a verb and a particle are rewritten before stemming. */
const GROUPS = [
  ['happen', 'occur', 'take place'],
  ['replace', 'substitute'],
  ['calculate', 'compute', 'work out'],
  ['fast', 'quick', 'rapid', 'speedy'],
  ['begin', 'start', 'commence'],
  ['refuse', 'reject', 'decline', 'turn down'],
  ['proclaim', 'declare'],
  ['kill', 'assassinate', 'murder'],
  ['write', 'author'],
  ['show', 'demonstrate'],
  ['use', 'utilise', 'utilize', 'employ'],
  ['need', 'require'],
  ['buy', 'purchase'],
  ['end', 'finish'],
  ['invent', 'devise', 'develop', 'design'],
  ['receive', 'award', 'win', 'earn'],
  ['discover', 'find out'],
  ['explain', 'account for'],
  ['investigate', 'examine', 'study'],
  ['perform', 'carry out', 'conduct'],
  ['big', 'large'],
  ['final', 'last'],
];

/** Verb-and-particle phrases, in any tense: "took place", "turned down", "carried out", "worked out". */
const PHRASES: [RegExp, string][] = GROUPS.flatMap((group) =>
  group
    .filter((w) => w.includes(' '))
    .map((phrase): [RegExp, string] => {
      const [verb, particle] = phrase.split(' ') as [string, string];
      const forms = verb === 'take' ? 'take|takes|took|taken|taking' : verb === 'carry' ? 'carry|carries|carried|carrying' : `${verb}(?:s|ed|ing)?`;
      return [new RegExp(`\\b(?:${forms})\\s+${particle}\\b`, 'gi'), group[0]!];
    }),
);

let canonicalStems: Map<string, string> | undefined;
/**
 * Each single word (its base form, as a lemma reads) and its stem to its group's stem, built on first use (wink-nlp
 * stems them as it stems the text).
 */
function table(): Map<string, string> {
  if (canonicalStems) return canonicalStems;
  canonicalStems = new Map();
  for (const group of GROUPS) {
    const head = stems(group[0]!)[0] ?? group[0]!;
    for (const word of group.filter((w) => !w.includes(' '))) for (const key of [word, ...stems(word)]) canonicalStems.set(key, head);
  }
  return canonicalStems;
}

/** The stem that stands for this stem's group ("comput" -> "calcul"), or the stem itself. */
export const canonical = (stem: string): string => table().get(stem) ?? stem;

/** The same for a tagged word, by its lemma first ("began" is stemmed "began" but its lemma is "begin"). */
export const canonicalWord = (word: { lemma: string; stem: string }): string => table().get(word.lemma) ?? canonical(word.stem);

/** The text with each verb-and-particle phrase of the thesaurus as its group's word ("took place" -> "happen"). */
export const withoutPhrases = (text: string): string => PHRASES.reduce((t, [re, word]) => t.replace(re, word), text);

/** The stems of a text's content words with each synonym replaced by its group's stem ("takes place" -> "happen"). */
export const meaningStems = (text: string): string[] => stems(withoutPhrases(text)).map(canonical);
