// Sentences of text extracted from a PDF (issue #28): the page keeps its line breaks but no paragraph marks, so a
// heading ran into the sentence under it ("Earthquakes An earthquake starts ...") and cards and questions were built
// from that. A short line without final punctuation, opening the page or following a finished line, and followed by
// a line starting like a sentence, is a heading: a sentence of its own, kept apart in the stored passages too.
import { describe, expect, it } from 'vitest';
import { localProvider } from './local-provider.ts';
import { sentences } from './nlp.ts';
import { pagePassages } from './passages.ts';

// As pdfjs gives the evaluation set's study guide and textbook pages: one line of the page a line of text.
const EARTHQUAKES =
  'Earthquakes\nAn earthquake starts at a point underground called the focus; the point on the surface directly above it is\nthe epicentre. Earthquakes send out primary waves, which are the fastest, and slower secondary waves,\nwhich cannot travel through liquids.';
const DEMAND =
  'Chapter 4: Supply, demand and elasticity\n4.1 The law of demand\nOther things being equal, when the price of a good rises, the quantity that buyers want to purchase\nfalls. Economists call this inverse relationship the law of demand. A demand curve therefore slopes\ndownward.';

describe('sentences of extracted page text', () => {
  it('cuts a heading off the sentence under it', () => {
    expect(sentences(EARTHQUAKES)).toEqual([
      'Earthquakes',
      'An earthquake starts at a point underground called the focus; the point on the surface directly above it is the epicentre.',
      'Earthquakes send out primary waves, which are the fastest, and slower secondary waves, which cannot travel through liquids.',
    ]);
    expect(sentences(DEMAND).slice(0, 3)).toEqual([
      'Chapter 4: Supply, demand and elasticity',
      '4.1 The law of demand',
      'Other things being equal, when the price of a good rises, the quantity that buyers want to purchase falls.',
    ]);
  });

  it('keeps a wrapped sentence whole, even where its next line starts with a capital', () => {
    const text =
      'Plants build glucose from carbon dioxide and water with the energy of light, and the German notes call\nGlucose the product. The enzyme hexokinase\ncarries out this reaction.';
    expect(sentences(text)).toEqual([
      'Plants build glucose from carbon dioxide and water with the energy of light, and the German notes call Glucose the product.',
      'The enzyme hexokinase carries out this reaction.',
    ]);
  });

  it('starts a sentence at each bullet of a slide', () => {
    expect(sentences('First law: inertia\n• A body stays at rest unless a net force acts on\nit\n• Mass is the measure of inertia')).toEqual([
      'First law: inertia',
      '• A body stays at rest unless a net force acts on it',
      '• Mass is the measure of inertia',
    ]);
  });

  it('stores passages whose sentences read back as they were cut', () => {
    const passages = pagePassages({ pageNumber: 2, text: EARTHQUAKES });
    expect(passages.flatMap((p) => sentences(p.text))).toEqual(sentences(EARTHQUAKES));
  });

  it('never quotes a heading as an answer, but reads the sentence under it as on its topic', async () => {
    const passages = pagePassages({ pageNumber: 1, text: DEMAND }).map((p) => ({ ...p, sourceId: '00000000-0000-4000-8000-000000000001' }));
    const { text } = await localProvider().complete({ system: '', messages: [{ role: 'user', content: 'What does the law of demand state?' }], passages });
    expect(text).toContain('“Other things being equal, when the price of a good rises, the quantity that buyers want to purchase falls.”');
    expect(text).not.toContain('“4.1 The law of demand”');
  });
});
