// Study notes with one topic per page, for the AI tests: page n is about TOPICS[n - 1], so a question about a topic
// has one right page to cite. As text (to index directly) or as a real PDF (to go through the upload pipeline).
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const TOPICS = [
  'ribosome', 'mitochondrion', 'chloroplast', 'nucleus', 'lysosome', 'vacuole', 'centriole', 'cytoskeleton',
  'membrane', 'enzyme', 'glycolysis', 'osmosis', 'diffusion', 'meiosis', 'mitosis', 'chromosome', 'allele',
  'mutation', 'photosynthesis', 'respiration', 'hormone', 'neuron', 'synapse', 'antibody', 'vaccine', 'virus',
  'bacterium', 'fungus', 'ecosystem', 'biome', 'predator', 'symbiosis', 'evolution', 'fossil', 'genome',
  'protein', 'lipid', 'carbohydrate', 'vitamin', 'homeostasis',
] as const;

export const pageOf = (topic: (typeof TOPICS)[number]) => TOPICS.indexOf(topic) + 1;

/** The lines of page n (1-based; topics repeat past 40 pages with the page number in every line). */
export function topicPage(n: number): string[] {
  const topic = TOPICS[(n - 1) % TOPICS.length]!;
  return [
    `Chapter ${n}: the ${topic}.`,
    `The ${topic} is the subject of this chapter, and its function is explained in detail below.`,
    `Students often confuse the ${topic} with other structures, so the exam asks about the ${topic} every year.`,
    `Revision tip ${n}: draw a labelled diagram and summarise each idea in one sentence.`,
    'Every chapter of these notes ends with practice questions and a short glossary.',
  ];
}

/** A PDF of `pages` topic pages with real text. */
export async function topicPdf(pages: number = TOPICS.length): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842]);
    for (const [i, line] of topicPage(n).entries()) page.drawText(line, { x: 40, y: 790 - i * 18, size: 10, font });
  }
  return doc.save();
}
