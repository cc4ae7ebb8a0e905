// A glossary for the tests and the bench: twenty terms of cell biology, each defined on its own page, so every card
// made from it has one right page to cite. As page lines (to index directly) or as a real PDF (for the upload path).
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Twenty terms of cell biology, each defined on its own page (page n defines GLOSSARY[n - 1]). */
export const GLOSSARY: [term: string, definition: string, fact: string][] = [
  ['Osmosis', 'the movement of water across a semi-permeable membrane.', 'Water moves by osmosis towards the side with more dissolved solute.'],
  ['Diffusion', 'the net spread of particles from high to low concentration.', 'Oxygen enters the blood in the lungs by diffusion across thin walls.'],
  ['The ribosome', 'the organelle that builds proteins from amino acids.', 'Each ribosome reads messenger RNA three bases at a time.'],
  ['The mitochondrion', 'the organelle where aerobic respiration releases energy.', 'A muscle cell holds thousands of mitochondria to meet its demand for ATP.'],
  ['The nucleus', 'the compartment that holds the genetic material of the cell.', 'The nuclear envelope has pores that let messenger RNA leave.'],
  ['Photosynthesis', 'the process that makes glucose from carbon dioxide and water using light.', 'Chlorophyll absorbs red and blue light for photosynthesis.'],
  ['Glycolysis', 'the splitting of glucose into two pyruvate molecules in the cytoplasm.', 'Glycolysis yields two ATP and needs no oxygen at all.'],
  ['An enzyme', 'a protein that speeds up a reaction without being used up.', 'Each enzyme has an active site shaped for one substrate.'],
  ['Mitosis', 'the division of a nucleus into two identical nuclei.', 'Mitosis keeps the chromosome number of the parent cell.'],
  ['Meiosis', 'the division that halves the chromosome number to make gametes.', 'Crossing over during meiosis shuffles alleles between chromosomes.'],
  ['An allele', 'a version of a gene at a given position on a chromosome.', 'A dominant allele shows its effect even when only one copy is present.'],
  ['A mutation', 'a change in the sequence of bases in DNA.', 'Ultraviolet light can cause a mutation in skin cells.'],
  ['Homeostasis', 'the keeping of a stable internal environment.', 'Sweating is part of homeostasis when the body temperature rises.'],
  ['A hormone', 'a chemical messenger carried in the blood to a target organ.', 'Insulin is a hormone released by the pancreas after a meal.'],
  ['A neuron', 'a cell that carries electrical impulses.', 'The myelin sheath lets a neuron conduct impulses faster.'],
  ['A synapse', 'the junction where one neuron passes a signal to the next.', 'Neurotransmitters cross the synapse by diffusion.'],
  ['An antibody', 'a protein made by lymphocytes that binds one antigen.', 'Each antibody fits the shape of a single antigen.'],
  ['A vaccine', 'a preparation that trains the immune system without causing disease.', 'A vaccine leaves memory cells that respond quickly later.'],
  ['The genome', 'the complete set of genetic material of an organism.', 'The human genome holds about three billion base pairs.'],
  ['Symbiosis', 'a close, long-term relationship between two species.', 'Lichens show symbiosis between a fungus and an alga.'],
];

/** The lines of page n: a heading, the definition, a fact, and a line every page shares. */
export function glossaryPage(n: number): string[] {
  const [term, definition, fact] = GLOSSARY[(n - 1) % GLOSSARY.length]!;
  return [`Chapter ${n}`, `${term} is ${definition}`, fact, 'Review these notes before every practice quiz.'];
}

export async function glossaryPdf(pages: number = GLOSSARY.length): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842]);
    for (const [i, line] of glossaryPage(n).entries()) page.drawText(line, { x: 40, y: 790 - i * 18, size: 10, font });
  }
  return doc.save();
}

