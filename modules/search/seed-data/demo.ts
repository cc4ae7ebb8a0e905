// Demo homework questions and flashcard decks for the search store, until the homework and flashcards modules
// exist and publish their own. Slugs are stable, so a second seed finds them and publishes nothing.
export type DemoQuestion = { slug: string; question: string; text: string; subject: string; daysAgo: number };
export type DemoDeck = { slug: string; name: string; description: string; cardCount: number; subject: string; daysAgo: number };

export const demoQuestions: DemoQuestion[] = [
  {
    slug: 'how-does-the-second-law-of-thermodynamics-explain-heat-flow',
    question: 'How does the second law of thermodynamics explain why heat flows from hot to cold?',
    text: 'My textbook says entropy always increases, but I do not see how that decides the direction of heat flow between two blocks.',
    subject: 'physics',
    daysAgo: 3,
  },
  {
    slug: 'what-is-the-derivative-of-x-squared-times-sin-x',
    question: 'What is the derivative of x² · sin(x)?',
    text: 'I tried the chain rule and got 2x cos(x), which the answer key says is wrong. When do I use the product rule instead?',
    subject: 'calculus',
    daysAgo: 5,
  },
  {
    slug: 'why-do-enzymes-lose-activity-at-high-temperature',
    question: 'Why do enzymes lose their activity at high temperature?',
    text: 'Our lab measured catalase activity at 20, 40 and 60 °C and it dropped sharply at 60. Is that denaturation of the active site?',
    subject: 'biology',
    daysAgo: 8,
  },
  {
    slug: 'how-do-i-find-the-eigenvalues-of-a-2x2-matrix',
    question: 'How do I find the eigenvalues of a 2×2 matrix?',
    text: 'For the matrix [[2, 1], [1, 2]] I set up det(A − λI) = 0 but I am not sure how to solve the characteristic polynomial.',
    subject: 'linear-algebra',
    daysAgo: 11,
  },
  {
    slug: 'what-is-the-difference-between-sn1-and-sn2-reactions',
    question: 'What is the difference between SN1 and SN2 reactions?',
    text: 'How do the substrate, the nucleophile and the solvent decide which mechanism happens, and what happens to stereochemistry?',
    subject: 'organic-chemistry',
    daysAgo: 14,
  },
  {
    slug: 'how-does-supply-and-demand-set-an-equilibrium-price',
    question: 'How do supply and demand set an equilibrium price?',
    text: 'If demand for coffee rises while supply stays the same, what happens to the equilibrium price and quantity, and why?',
    subject: 'economics',
    daysAgo: 17,
  },
  {
    slug: 'what-is-the-time-complexity-of-quicksort',
    question: 'What is the time complexity of quicksort in the worst case?',
    text: 'Quicksort is usually O(n log n), but our lecturer said it can be quadratic. Which inputs cause that and how does a random pivot help?',
    subject: 'computer-science',
    daysAgo: 20,
  },
  {
    slug: 'how-do-action-potentials-travel-along-a-neuron',
    question: 'How do action potentials travel along a neuron?',
    text: 'What role do the sodium and potassium channels play, and why does myelin make the signal faster?',
    subject: 'neuroscience',
    daysAgo: 24,
  },
  {
    slug: 'how-do-i-calculate-the-net-present-value-of-a-project',
    question: 'How do I calculate the net present value of a project?',
    text: 'A project costs 10,000 now and pays 3,000 a year for five years at a 7% discount rate. Is it worth doing?',
    subject: 'finance',
    daysAgo: 28,
  },
  {
    slug: 'what-caused-the-fall-of-the-western-roman-empire',
    question: 'What caused the fall of the Western Roman Empire?',
    text: 'My essay needs to weigh economic decline, military pressure and political instability. Which do historians stress most?',
    subject: 'history',
    daysAgo: 33,
  },
  {
    slug: 'how-does-natural-selection-differ-from-genetic-drift',
    question: 'How does natural selection differ from genetic drift?',
    text: 'Both change allele frequencies in a population. When does one matter more than the other?',
    subject: 'genetics',
    daysAgo: 38,
  },
  {
    slug: 'what-is-the-integral-of-1-over-x',
    question: 'What is the integral of 1/x and why is there an absolute value?',
    text: 'The answer is ln|x| + C, but I do not understand why the absolute value appears when x is negative.',
    subject: 'calculus',
    daysAgo: 45,
  },
];

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
