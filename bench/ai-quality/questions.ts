// The evaluation set's questions, each asked of one document of documents.ts. `facts`: the answer must contain
// one of them (matched without case, accents or punctuation: score.ts); `page`: the page it must cite. A question
// with `page: null` is one the document cannot answer: the right answer says so. Many are worded unlike the
// document (synonyms, other inflections), and some are the failure cases: the step described in one
// sentence and its enzyme named in the next, a term used in one sentence and defined in the one before.

export type QuestionType = 'which' | 'who' | 'when' | 'how many' | 'define' | 'why' | 'what' | 'how' | 'where';
export type EvalQuestion = { doc: string; type: QuestionType; question: string; facts: string[]; page: number | null };

const q = (doc: string, type: QuestionType, question: string, facts: string[], page: number | null): EvalQuestion => ({ doc, type, question, facts, page });
/** A question the document cannot answer. */
const none = (doc: string, type: QuestionType, question: string): EvalQuestion => ({ doc, type, question, facts: [], page: null });

export const QUESTIONS: EvalQuestion[] = [
  // respiration: lecture notes
  q('respiration', 'which', 'Which enzyme carries out the first step of glycolysis?', ['hexokinase'], 1),
  q('respiration', 'which', 'Which enzyme adds the phosphate group to glucose?', ['hexokinase'], 1),
  q('respiration', 'where', 'Where in the cell does glycolysis happen?', ['cytoplasm'], 1),
  q('respiration', 'how many', 'How many pyruvate molecules come from one glucose?', ['two molecules of pyruvate'], 1),
  q('respiration', 'define', 'What does fermentation mean?', ['turning pyruvate into lactate', 'oxygen runs out'], 2),
  q('respiration', 'who', 'Who discovered the citric acid cycle?', ['hans krebs'], 2),
  q('respiration', 'when', 'When was Krebs awarded the Nobel Prize?', ['1953'], 2),
  q('respiration', 'what', 'What is the last acceptor of electrons in the transport chain?', ['oxygen is the final electron acceptor'], 3),
  q('respiration', 'why', 'Why is cyanide poisonous?', ['cytochrome c oxidase', 'blocks the chain'], 3),
  q('respiration', 'define', 'What is chemiosmosis?', ['protons flow back through atp synthase'], 3),
  q('respiration', 'how many', 'How much ATP does one molecule of glucose give in total?', ['30 to 32'], 3),
  q('respiration', 'which', 'What product does yeast make when it ferments?', ['ethanol'], 2),
  none('respiration', 'who', 'Who first isolated the enzyme ATP synthase?'),
  none('respiration', 'how many', 'How many calories does a gram of fat provide?'),

  // history-exam: past exam with answers
  q('history-exam', 'who', 'Who turned down the imperial crown offered by the Frankfurt Parliament?', ['frederick william iv'], 1),
  q('history-exam', 'when', 'When did the Prussian king reject the crown?', ['april 1849'], 1),
  q('history-exam', 'why', 'Why did the 1848 revolutions in Germany fail?', ['divided', 'no army'], 1),
  q('history-exam', 'how many', 'How many marks is each question worth?', ['25 marks'], 1),
  q('history-exam', 'which', 'Which battle did Prussia win against Austria in 1866?', ['königgrätz'], 2),
  q('history-exam', 'where', 'Where was the German Empire proclaimed?', ['hall of mirrors', 'versailles'], 2),
  q('history-exam', 'when', 'On what date was the German Empire declared?', ['18 january 1871'], 2),
  q('history-exam', 'which', 'Which territory did Austria-Hungary get to occupy after the Congress of Berlin?', ['bosnia and herzegovina'], 2),
  q('history-exam', 'who', 'Who killed Archduke Franz Ferdinand?', ['gavrilo princip'], 3),
  q('history-exam', 'which', 'Which countries formed the Triple Entente?', ['france, russia and britain'], 3),
  q('history-exam', 'when', 'In what year did the naval race between Britain and Germany start?', ['1898'], 3),
  q('history-exam', 'how many', 'What is the highest mark for an answer that lists causes without linking them to the July crisis?', ['15 marks'], 3),
  none('history-exam', 'who', 'Who won the battle of the Somme?'),
  none('history-exam', 'when', 'When did Italy join the Allies in the war?'),

  // economics: textbook chapter
  q('economics', 'define', 'What does the law of demand state?', ['quantity that buyers want to purchase falls'], 1),
  q('economics', 'which', 'Which goods are complements?', ['printers and ink cartridges', 'bought together'], 1),
  q('economics', 'what', 'What shifts a demand curve rather than moving along it?', ['income, tastes or the prices of related goods'], 1),
  q('economics', 'what', 'What happens when a price ceiling is set under the equilibrium price?', ['persistent shortage'], 2),
  q('economics', 'define', 'What is a price floor?', ['legal minimum'], 2),
  q('economics', 'how', 'How is the price elasticity of demand computed?', ['percentage change in quantity demanded divided by the percentage change in price'], 3),
  q('economics', 'why', 'Why is the demand for insulin so inelastic?', ['no substitute'], 3),
  q('economics', 'how many', 'What is the elasticity in the concert ticket example?', ['2.5'], 3),
  q('economics', 'who', 'Who made the idea of elasticity popular?', ['alfred marshall'], 3),
  q('economics', 'what', 'What do sellers do when there is a surplus?', ['cut prices'], 2),
  none('economics', 'what', 'What was the inflation rate in 2008?'),
  none('economics', 'who', 'Who invented the Laffer curve?'),

  // physics-slides: slides exported from a presentation
  q('physics-slides', 'when', 'When did Newton publish his laws of motion?', ['1687'], 1),
  q('physics-slides', 'define', 'What is inertia?', ['resist changes in motion'], 2),
  q('physics-slides', 'what', 'What measures how much inertia a body has?', ['mass'], 2),
  q('physics-slides', 'how many', 'What net force does the car in the example need?', ['3,600 n', '3600 n'], 3),
  q('physics-slides', 'define', 'What is one newton?', ['accelerates 1 kg at 1 m/s2'], 3),
  q('physics-slides', 'why', 'Why do action and reaction forces not cancel each other out?', ['different bodies'], 4),
  q('physics-slides', 'how', 'How does a rocket move forward?', ['pushes exhaust gas backwards'], 4),
  q('physics-slides', 'what', 'What is the value of g near the surface of the Earth?', ['9.8'], 5),
  q('physics-slides', 'which', 'Which kind of friction is usually smaller?', ['kinetic friction'], 5),
  none('physics-slides', 'what', 'What is the speed of light in a vacuum?'),
  none('physics-slides', 'who', 'Who formulated the law of universal gravitation first?'),

  // acids-scan: a scanned page, OCRed
  q('acids-scan', 'define', 'What is an acid according to Bronsted and Lowry?', ['proton donor'], 1),
  q('acids-scan', 'which', 'Which acid is given as an example of a strong acid?', ['hydrochloric acid'], 1),
  q('acids-scan', 'who', 'Who introduced the pH scale?', ['sorensen'], 1),
  q('acids-scan', 'when', 'In which year was the pH scale introduced?', ['1909'], 1),
  q('acids-scan', 'what', 'What pH does a neutral solution have?', ['ph of 7'], 1),
  q('acids-scan', 'what', 'What do an acid and a base produce when they react?', ['salt and water'], 2),
  q('acids-scan', 'which', 'Which colour does litmus become in an alkaline solution?', ['blue'], 2),
  q('acids-scan', 'which', 'Which base is found in antacid tablets?', ['magnesium hydroxide'], 2),
  none('acids-scan', 'what', 'What is the pKa of ethanoic acid?'),

  // photosynthese: German notes, German questions
  q('photosynthese', 'where', 'Wo findet die Fotosynthese statt?', ['chloroplasten'], 1),
  q('photosynthese', 'why', 'Warum sind Blätter grün?', ['grünes licht wird reflektiert'], 1),
  q('photosynthese', 'which', 'Welches Enzym bindet Kohlenstoffdioxid im Calvin-Zyklus?', ['rubisco'], 2),
  q('photosynthese', 'define', 'Was versteht man unter Fotolyse?', ['wasser gespalten'], 2),
  q('photosynthese', 'who', 'Wer hat den Calvin-Zyklus aufgeklärt?', ['melvin calvin'], 2),
  q('photosynthese', 'when', 'Wann bekam Calvin den Nobelpreis?', ['1961'], 2),
  q('photosynthese', 'what', 'Was entsteht bei der lichtabhängigen Reaktion?', ['atp und nadph'], 2),
  q('photosynthese', 'define', 'Was ist der begrenzende Faktor?', ['am knappsten'], 3),
  none('photosynthese', 'who', 'Wer hat das Chlorophyll entdeckt?'),

  // catalase-lab: lab report
  q('catalase-lab', 'who', 'Who wrote the lab report?', ['priya natarajan'], 1),
  q('catalase-lab', 'what', 'What was the source of the catalase?', ['potato'], 1),
  q('catalase-lab', 'how many', 'How many trials were done at each temperature?', ['three trials'], 1),
  q('catalase-lab', 'how', 'How was the oxygen collected?', ['inverted measuring cylinder'], 1),
  q('catalase-lab', 'how many', 'How much oxygen was collected at 40 degrees?', ['15.6 ml'], 2),
  q('catalase-lab', 'what', 'What was the optimum temperature of the enzyme?', ['40 degrees'], 2),
  q('catalase-lab', 'what', 'What was the biggest source of error?', ['gas escaping'], 2),
  q('catalase-lab', 'which', 'Which apparatus would give a more precise measurement?', ['gas syringe'], 2),
  none('catalase-lab', 'what', 'What was the pH of the hydrogen peroxide solution?'),

  // printing-essay: essay
  q('printing-essay', 'who', 'Who invented printing with movable metal type?', ['gutenberg'], 1),
  q('printing-essay', 'when', 'When did Luther post the Ninety-five Theses?', ['1517'], 1),
  q('printing-essay', 'what', 'What does the essay argue?', ['impossible to contain'], 1),
  q('printing-essay', 'why', 'Why did Luther write in German instead of Latin?', ['craftsmen and merchants could read them'], 2),
  q('printing-essay', 'who', 'Whose workshop made many of the woodcuts?', ['lucas cranach'], 2),
  q('printing-essay', 'define', 'What was the Index of Prohibited Books?', ['forbidden to read'], 2),
  q('printing-essay', 'why', 'Why did censorship fail?', ['presses in one territory could print what another territory had banned'], 2),
  q('printing-essay', 'who', 'Which earlier reformer was silenced?', ['jan hus'], 3),
  none('printing-essay', 'how many', 'How many copies of the Gutenberg Bible survive today?'),

  // statistics-glossary: glossary-heavy notes
  q('statistics-glossary', 'define', 'What is the median?', ['middle value'], 1),
  q('statistics-glossary', 'define', 'Define the standard deviation.', ['square root of the variance'], 1),
  q('statistics-glossary', 'which', 'Which average is not affected much by outliers?', ['median is robust'], 1),
  q('statistics-glossary', 'define', 'What does a p-value mean?', ['probability of getting results at least as extreme'], 2),
  q('statistics-glossary', 'define', 'What is a type I error?', ['rejecting a null hypothesis that is actually true', 'false positive'], 2),
  q('statistics-glossary', 'what', 'What significance level is usually used?', ['0.05'], 2),
  q('statistics-glossary', 'why', 'Why are the distances squared when computing the variance?', ['cancelling out'], 1),
  none('statistics-glossary', 'define', 'What is a chi-squared test?'),

  // algorithms: lecture notes
  q('algorithms', 'how many', 'How many comparisons does binary search need for a million sorted items?', ['20 steps'], 1),
  q('algorithms', 'what', 'What does big-O notation describe?', ['running time of an algorithm grows'], 1),
  q('algorithms', 'who', 'Who invented merge sort?', ['john von neumann'], 2),
  q('algorithms', 'who', 'Who developed quicksort?', ['tony hoare'], 2),
  q('algorithms', 'define', 'What makes a sorting algorithm stable?', ['equal keys keep their original order'], 2),
  q('algorithms', 'what', 'What is the worst-case running time of quicksort?', ['o(n squared)'], 2),
  none('algorithms', 'what', 'What is the time complexity of Dijkstra\'s algorithm?'),

  // memory-chapter: textbook chapter
  q('memory-chapter', 'who', 'Who proposed the multi-store model of memory?', ['atkinson', 'shiffrin'], 1),
  q('memory-chapter', 'how many', 'How many items can short-term memory hold?', ['seven items'], 1),
  q('memory-chapter', 'define', 'What is chunking?', ['grouping items into larger meaningful units'], 1),
  q('memory-chapter', 'define', 'What is the forgetting curve?', ['most forgetting happens within the first hour'], 2),
  q('memory-chapter', 'define', 'What is retroactive interference?', ['new learning can disrupt the recall of old memories'], 2),
  q('memory-chapter', 'define', 'What do psychologists call the spacing effect?', ['reviewing material at growing intervals'], 2),
  none('memory-chapter', 'who', 'Who described the case of patient H.M.?'),

  // plate-tectonics: study guide
  q('plate-tectonics', 'who', 'Who proposed continental drift?', ['alfred wegener'], 1),
  q('plate-tectonics', 'define', 'What is subduction?', ['oceanic crust sinks beneath another plate'], 1),
  q('plate-tectonics', 'which', 'Which fault is an example of a transform boundary?', ['san andreas'], 1),
  q('plate-tectonics', 'define', 'What is the epicentre of an earthquake?', ['point on the surface directly above'], 2),
  q('plate-tectonics', 'when', 'When did the strongest recorded earthquake happen?', ['1960'], 2),
  q('plate-tectonics', 'how many', 'How much more energy does one step up the magnitude scale mean?', ['32 times'], 2),
  none('plate-tectonics', 'when', 'When did Mount Vesuvius last erupt?'),
];
