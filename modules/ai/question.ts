// What kind of answer a question asks for, and whether a sentence carries it: the local provider prefers the
// sentence holding the answer's type (a name for which/who, a date for when, a number for how many, a definition for
// "what is X", a reason for why), and the tools that build questions and cards read their phrases with the same
// parser. Rules over wink-nlp's tags and entities, no model: deterministic and fast.
import { entityTypes, stems, tagged } from './nlp.ts';

export type QuestionType = 'which' | 'who' | 'when' | 'how-many' | 'define' | 'why' | 'other';
/**
 * `term`: the stems of the term a definition question asks about, or of the noun a which-question names; `head`: of a
 * term "X of Y", the stems of X ("the range of a data set": a glossary defines "Range").
 */
export type QuestionShape = { type: QuestionType; term: string[]; head?: string[] };

const DET = /^(?:an?|the)\s+/i;
const DEFINE = [
  /^what\s+(?:is|are|was|were)\s+meant\s+by\s+(.+)$/i,
  /^what\s+(?:does|do)\s+(.+?)\s+mean$/i,
  /^what\s+(?:is|are)\s+(.+?)\s+called$/i,
  /^what\s+(?:do|does|did)\s+\w+\s+call\s+(.+)$/i,
  /^what\s+is\s+the\s+(?:meaning|definition)\s+of\s+(.+)$/i,
  /^(?:define|explain\s+the\s+term)\s+(.+)$/i,
  /^what(?:'s|\s+is|\s+are)\s+(.+)$/i,
  // The same questions in German (the set has German notes; other languages fall back to plain matching).
  /^was\s+versteht\s+man\s+unter\s+(.+)$/i,
  /^was\s+(?:bedeutet|hei(?:ß|ss)t|ist|sind)\s+(.+)$/i,
];
/** A "what is X" over this many content words is asking about something else ("what is the role of X in Y"). */
const MAX_DEFINED_WORDS = 4;
const AUXILIARY = /^(?:is|are|was|were|does|do|did|can|could|will|would|should|has|have|had|happens?|causes?|kind|type|sort)$/i;

/** The shape of a question: what type of answer it wants, and the term it names. */
export function questionShape(question: string): QuestionShape {
  const q = question.trim().replace(/[?.!\s]+$/, '');
  if (/^(?:who|whom|whose|wer|wem|wen)\b/i.test(q)) return { type: 'who', term: [] };
  if (/^(?:when|wann|in\s+welchem\s+jahr|in\s+what\s+year|in\s+which\s+year|what\s+year|what\s+date|what\s+century)\b/i.test(q)) return { type: 'when', term: [] };
  if (/^(?:how\s+(?:many|much|long|far|old|often|large|big|fast)|wie\s+(?:viele?|lange|hoch|gro(?:ß|ss))|what\s+(?:percentage|proportion|number|amount))\b/i.test(q)) return { type: 'how-many', term: [] };
  if (/^(?:why|warum|wieso|weshalb|what\s+causes|for\s+what\s+reason|explain\s+why)\b/i.test(q)) return { type: 'why', term: [] };
  const named = /^(?:what\s+(?:kind|type|sort)\s+of|which|what|name\s+the|welche[rsmn]?)\s+([a-z][\w-]*)\b/i.exec(q);
  if (named && !AUXILIARY.test(named[1]!)) return { type: 'which', term: stems(named[1]!) };
  for (const re of DEFINE) {
    const m = re.exec(q);
    if (!m) continue;
    // "What is the value of g near the surface of the Earth?" asks for a fact about something, not a definition.
    if (/\s(?:near|in|at|on|for|between|during|after|before|from|to|when|if)\s/i.test(` ${m[1]!} `)) break;
    const phrase = m[1]!.replace(DET, '');
    const term = stems(phrase);
    const head = /^(.+?)\s+of\s/i.exec(phrase);
    if (term.length && term.length <= MAX_DEFINED_WORDS) return { type: 'define', term, ...(head ? { head: stems(head[1]!) } : {}) };
  }
  return { type: 'other', term: [] };
}

const DEFINING_VERB = /\s(?:is|are|was|were)\s+(?:defined\s+as|called|known\s+as|termed)?|\s(?:refers?\s+to|means|denotes|describes)\s|:\s/i;
const NAMING = /\b(?:(?:is|are)\s+(?:called|known\s+as|termed|named)|nennt\s+man|hei(?:ß|ss)t|call\s+(?:this|it|that))\s+(.+)$/i;
// "Squaring stops the distances from cancelling out": what a thing prevents is why it is done.
const REASON = /,\s+so\s+(?!that\b)|\b(?:stop|prevent|keep)(?:s|ped|ed|ing|ping)?\s+(?:\w+\s+){1,6}from\s+\w+ing\b|\b(?:to\s+avoid|so\s+as\s+to|because|since|therefore|so\s+that|due\s+to|as\s+a\s+result|owing\s+to|leads?\s+to|caus(?:e|es|ed|ing)|thus|hence|in\s+order\s+to|this\s+is\s+why|which\s+is\s+why|the\s+reason|results?\s+in)\b/i;
const YEAR = /\b(?:1[0-9]{3}|20[0-9]{2})s?\b|\bcentury\b|\b(?:BC|BCE|AD|CE)\b/;
const NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|half|double|twice)\b/i;

const hasAll = (within: string[], term: string[]) => term.every((t) => within.includes(t));

/**
 * Whether the sentence defines the term: "X is (defined as) ...", "X refers to / means ...", "X: ...", "... is called X".
 * Asked about "X of Y", a definition of X alone counts: "Range: the largest value minus the smallest" defines the range
 * of any data set.
 */
export function defines(sentence: string, term: string[], head: string[] = []): boolean {
  if (!term.length) return false;
  const verb = DEFINING_VERB.exec(sentence);
  if (verb) {
    const subject = stems(sentence.slice(0, verb.index));
    if (hasAll(subject, term) && subject.length <= term.length + 3) return true;
    if (head.length && hasAll(subject, head) && subject.length <= head.length + 1) return true;
  }
  const named = NAMING.exec(sentence);
  return Boolean(named && hasAll(stems(named[1]!).slice(0, term.length + 2), term));
}

/** Whether the sentence holds an answer of the type the question asks for (a name, a date, a number, a reason, a definition). */
export function carriesAnswer(sentence: string, shape: QuestionShape, asked: Set<string>): boolean {
  switch (shape.type) {
    case 'define':
      return defines(sentence, shape.term, shape.head);
    case 'which': {
      // The kind of thing asked for named, beside something the question does not already say (the answer).
      const own = stems(sentence);
      return hasAll(own, shape.term) && own.some((s) => !asked.has(s));
    }
    case 'who':
      return tagged(sentence).some((t, i) => i > 0 && t.pos === 'PROPN' && /^[A-Z]/.test(t.value) && !asked.has(t.stem));
    case 'when': {
      const types = entityTypes(sentence);
      return types.has('DATE') || types.has('TIME') || YEAR.test(sentence);
    }
    case 'how-many': {
      const types = entityTypes(sentence);
      return ['CARDINAL', 'PERCENT', 'MONEY', 'DURATION', 'QUANTITY'].some((t) => types.has(t)) || NUMBER.test(sentence);
    }
    case 'why':
      return REASON.test(sentence);
    default:
      return false;
  }
}

export type AnswerKind = 'number' | 'name' | 'acronym' | 'term';

/**
 * The kind of a short answer, for offering wrong options of the same kind: a number ("1871"), a name ("Hans Krebs",
 * capitalised words), an acronym ("ATP") or a term ("osmosis", "working capital").
 */
export function answerKind(answer: string): AnswerKind {
  const words = answer.trim().split(/\s+/);
  if (/^[\d.,%\s-]+$/.test(answer.trim()) || /^\d/.test(answer.trim())) return 'number';
  if (words.every((w) => /^[A-Z0-9+-]{2,}$/.test(w))) return 'acronym';
  if (words.every((w) => /^[A-Z][a-z'’-]/.test(w))) return 'name';
  return 'term';
}
