// The homework tool's pure steps: the search query it sends, the passages it keeps on topic, and one document per
// cited page number.
import { describe, expect, it } from 'vitest';
import { anyWordQuery, distinctPages, onTopic } from './answer.ts';

const passage = (sourceId: string, page: number, text: string) => ({ sourceId, page, text });

describe('the homework tool', () => {
  it('asks the search engine for any of the question’s content words', () => {
    expect(anyWordQuery('How does the second law of thermodynamics explain heat flow?')).toBe('second or law or thermodynamics or heat or flow');
    expect(anyWordQuery('Why is it so?')).toBe('');
  });

  it('keeps passages that share two of the question’s words, not one common word', () => {
    const question = 'How does natural selection change the traits of a population over many generations?';
    const kept = onTopic(
      [
        passage('a', 1, 'The percentage change in quantity demanded divided by the percentage change in price.'),
        passage('b', 2, 'Natural selection favours heritable traits that raise reproductive success.'),
        passage('c', 3, 'Development that meets present needs without compromising future generations.'),
      ],
      question,
    );
    expect(kept.map((p) => p.sourceId)).toEqual(['b']);
    expect(onTopic([passage('d', 1, 'Entropy always increases.')], 'entropy?')).toHaveLength(1);
  });

  it('judges a passage by what the question asks about, not by how it asks, as the local provider does', () => {
    const definition = passage('a', 1, 'Osmosis is the movement of water across a partially permeable membrane.');
    expect(onTopic([definition], 'What does osmosis mean?')).toEqual([definition]);
    expect(onTopic([definition], 'Define osmosis.')).toEqual([definition]);
    // Another inflection of the asked word is the same word ("discovery" for "discovered").
    const discovery = passage('b', 2, 'The discovery of penicillin by Alexander Fleming changed medicine.');
    expect(onTopic([discovery], 'Who discovered penicillin?')).toEqual([discovery]);
    // A synonym the provider counts is counted here too ("occur" asks what "takes place" says).
    const place = passage('c', 1, 'Glycolysis takes place in the cytoplasm.');
    expect(onTopic([place], 'Where does glycolysis occur?')).toEqual([place]);
  });

  it('lets each page number point at one document only', () => {
    const list = [passage('a', 2, 'x'), passage('b', 2, 'y'), passage('b', 3, 'z'), passage('a', 2, 'w'), passage('a', 5, 'v')];
    expect(distinctPages(list, 3).map((p) => `${p.sourceId}${p.page}`)).toEqual(['a2', 'b3', 'a2']);
  });
});
