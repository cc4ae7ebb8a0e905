// Demo flashcard decks for the search store, until the flashcards module exists and publishes its own (the
// homework module seeds real questions, answered through the AI platform). Slugs are stable, so a second seed
// finds them and publishes nothing.
export type DemoDeck = { slug: string; name: string; description: string; cardCount: number; subject: string; daysAgo: number };

export const demoDecks: DemoDeck[] = [
  { slug: 'thermodynamics-laws-and-definitions', name: 'Thermodynamics: laws and definitions', description: 'The four laws, entropy, enthalpy, heat engines and the Carnot cycle.', cardCount: 32, subject: 'physics', daysAgo: 2 },
  { slug: 'cell-biology-organelles', name: 'Cell biology: organelles and their jobs', description: 'Mitochondria, ribosomes, the Golgi apparatus, lysosomes and the nucleus, one card each.', cardCount: 24, subject: 'biology', daysAgo: 6 },
  { slug: 'calculus-derivative-rules', name: 'Calculus derivative rules', description: 'Power, product, quotient and chain rules with worked examples.', cardCount: 18, subject: 'calculus', daysAgo: 9 },
  { slug: 'organic-chemistry-functional-groups', name: 'Organic chemistry functional groups', description: 'Alcohols, aldehydes, ketones, carboxylic acids, esters and amines: structures and names.', cardCount: 40, subject: 'organic-chemistry', daysAgo: 13 },
  { slug: 'microeconomics-key-terms', name: 'Microeconomics key terms', description: 'Elasticity, marginal cost, consumer surplus, market failure and more.', cardCount: 36, subject: 'economics', daysAgo: 16 },
  { slug: 'data-structures-and-algorithms', name: 'Data structures and algorithms', description: 'Arrays, linked lists, trees, heaps, hash tables and the complexity of their operations.', cardCount: 45, subject: 'computer-science', daysAgo: 21 },
  { slug: 'human-anatomy-bones-of-the-skeleton', name: 'Human anatomy: bones of the skeleton', description: 'All 206 bones grouped by region, with landmarks worth knowing for the practical.', cardCount: 60, subject: 'anatomy', daysAgo: 26 },
  { slug: 'linear-algebra-essentials', name: 'Linear algebra essentials', description: 'Vector spaces, eigenvalues, determinants and matrix decompositions.', cardCount: 28, subject: 'linear-algebra', daysAgo: 31 },
  { slug: 'pharmacology-drug-classes', name: 'Pharmacology drug classes', description: 'Beta blockers, ACE inhibitors, statins, SSRIs: mechanism, use and side effects.', cardCount: 50, subject: 'pharmacology', daysAgo: 40 },
  { slug: 'world-war-one-causes-and-key-dates', name: 'World War One: causes and key dates', description: 'Alliances, the July Crisis and the major battles from 1914 to 1918.', cardCount: 22, subject: 'history', daysAgo: 48 },
];
