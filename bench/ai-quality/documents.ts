// The evaluation set's documents, as source text: each is made into a file by render.ts (a text PDF, a PPTX deck
// that the pipeline converts with LibreOffice, or a scan with no text layer that the pipeline must OCR) and uploaded
// through the real pipeline. Written for the set: real content, a different kind of document each, so that the
// questions in questions.ts have one right page to cite.

export type DocumentKind =
  | 'lecture notes'
  | 'past exam with answers'
  | 'textbook chapter'
  | 'slides'
  | 'scanned page'
  | 'non-English notes'
  | 'lab report'
  | 'essay'
  | 'glossary notes'
  | 'study guide';

/**
 * `layout`: `page` is a text PDF in A4 portrait; `slides` a 16:9 PowerPoint deck, one slide a page (a title and
 * bullets, `- ` lines), uploaded as PPTX; `scan` the same A4 pages as greyscale images with no text layer.
 * Each page is its paragraphs, blank-line separated; a line starting `# ` is a heading.
 */
export type EvalDocument = { id: string; kind: DocumentKind; title: string; language: 'en' | 'de' | 'es'; layout: 'page' | 'slides' | 'scan'; pages: string[] };

export const DOCUMENTS: EvalDocument[] = [
  {
    id: 'respiration',
    kind: 'lecture notes',
    title: 'BIO 110 Lecture 7: Cellular respiration',
    language: 'en',
    layout: 'page',
    pages: [
      `# Lecture 7: Cellular respiration

Cellular respiration releases the energy stored in glucose and keeps it in the form of ATP. It happens in three stages: glycolysis, the Krebs cycle and the electron transport chain.

# Glycolysis

Glycolysis takes place in the cytoplasm and does not need oxygen. In the first step of glycolysis, a phosphate group is added to glucose to make glucose-6-phosphate. The enzyme hexokinase carries out this reaction, using one molecule of ATP. Later in the pathway the six-carbon sugar is split into two three-carbon molecules. At the end of glycolysis each glucose molecule has become two molecules of pyruvate, with a net gain of two ATP and two NADH.`,
      `# The Krebs cycle

In the presence of oxygen, pyruvate enters the mitochondrion and is converted to acetyl-CoA, releasing carbon dioxide. The Krebs cycle runs in the mitochondrial matrix. Acetyl-CoA joins oxaloacetate to form citrate, and the cycle regenerates oxaloacetate at the end of each turn. The cycle was described by Hans Krebs in 1937, work for which he received the Nobel Prize in 1953. Each turn of the cycle produces three NADH, one FADH2 and one ATP.

# Fermentation

Some cells can keep making ATP when oxygen runs out by turning pyruvate into lactate. This process is called fermentation. Fermentation regenerates NAD+ so that glycolysis can continue. Muscle cells use it during a sprint, and yeast carries out a version of it that produces ethanol.`,
      `# The electron transport chain

The electron transport chain sits in the inner mitochondrial membrane. NADH and FADH2 hand their electrons to the chain, and the energy of those electrons pumps protons across the membrane. Protons flow back through ATP synthase, which turns that flow into ATP; this coupling is called chemiosmosis. Oxygen is the final electron acceptor and combines with protons to form water. Cyanide blocks the chain by binding to cytochrome c oxidase, which is why it is so toxic.

# Summary

Altogether one glucose molecule yields about 30 to 32 ATP. Most of it, about 26 to 28 ATP, comes from the electron transport chain.`,
    ],
  },
  {
    id: 'history-exam',
    kind: 'past exam with answers',
    title: 'HIST 204 Final exam 2024 with model answers: Europe 1848-1914',
    language: 'en',
    layout: 'page',
    pages: [
      `# HIST 204 Final examination, June 2024, with model answers

Time allowed: two hours. Answer all four questions. Each question carries 25 marks.

# Question 1

Why did the revolutions of 1848 fail in most of the German states?

Model answer: The liberals of the Frankfurt Parliament were divided between a greater Germany that included Austria and a smaller Germany led by Prussia. In April 1849 King Frederick William IV of Prussia refused the imperial crown the parliament offered him, saying he would not accept a crown from the gutter. Without Prussia the parliament had no army, and by the summer of 1849 the old rulers had restored their power.`,
      `# Question 2

How did Otto von Bismarck unify Germany?

Model answer: Bismarck, minister-president of Prussia from 1862, used three short wars. Prussia fought Denmark in 1864 over Schleswig and Holstein, and defeated Austria at the battle of Königgrätz in 1866. The Franco-Prussian War of 1870 to 1871 brought the southern German states into the union. The German Empire was proclaimed in the Hall of Mirrors at Versailles on 18 January 1871, and William I became its first emperor.

# Question 3

What was the Congress of Berlin and what did it decide?

Model answer: The Congress of Berlin met in the summer of 1878, with Bismarck acting as the honest broker between the great powers. It revised the Treaty of San Stefano that Russia had imposed on the Ottoman Empire. Serbia, Montenegro and Romania were recognised as independent states, and Austria-Hungary was allowed to occupy Bosnia and Herzegovina.`,
      `# Question 4

Explain the long-term causes of the First World War.

Model answer: Historians often group the long-term causes as militarism, alliances, imperialism and nationalism. The naval race between Britain and Germany began after the German Navy Law of 1898. Europe was divided into two blocs: the Triple Alliance of Germany, Austria-Hungary and Italy, formed in 1882, and the Triple Entente of France, Russia and Britain, completed in 1907. The immediate trigger was the assassination of Archduke Franz Ferdinand in Sarajevo on 28 June 1914 by Gavrilo Princip, a Bosnian Serb nationalist.

Marking note: answers that list causes without linking them to the July crisis cannot score above 15 marks.`,
    ],
  },
  {
    id: 'economics',
    kind: 'textbook chapter',
    title: 'Principles of Economics, Chapter 4: Supply, demand and elasticity',
    language: 'en',
    layout: 'page',
    pages: [
      `# Chapter 4: Supply, demand and elasticity

# 4.1 The law of demand

Other things being equal, when the price of a good rises, the quantity that buyers want to purchase falls. Economists call this inverse relationship the law of demand. A demand curve therefore slopes downward. A change in price moves buyers along the curve, while a change in income, tastes or the prices of related goods shifts the whole curve.

Goods bought together, such as printers and ink cartridges, are complements: a rise in the price of one lowers demand for the other. Goods used in place of each other, such as tea and coffee, are substitutes.`,
      `# 4.2 Equilibrium

The market is in equilibrium at the price where the quantity demanded equals the quantity supplied. At any price above it there is a surplus, and sellers cut prices to clear their stock. At any price below it there is a shortage, and buyers bid the price up.

A price ceiling is a legal maximum on the price of a good. When a ceiling is set below the equilibrium price, as rent control often is, it causes a persistent shortage. A price floor, such as a minimum wage, is a legal minimum; set above equilibrium it causes a surplus.`,
      `# 4.3 Elasticity

The price elasticity of demand measures how strongly the quantity demanded responds to a change in price. It is calculated as the percentage change in quantity demanded divided by the percentage change in price. When the absolute value is greater than one, demand is called elastic; when it is less than one, demand is inelastic. Demand for insulin is highly inelastic, because patients have no substitute for it.

Worked example: if the price of concert tickets rises by 10% and the number of tickets sold falls by 25%, the elasticity is 2.5, so demand is elastic and total revenue falls. The concept of elasticity was popularised by Alfred Marshall in his Principles of Economics of 1890.`,
    ],
  },
  {
    id: 'physics-slides',
    kind: 'slides',
    title: 'PHYS 101 Week 3 slides: Newton\'s laws of motion',
    language: 'en',
    layout: 'slides',
    pages: [
      `# Week 3: Newton's laws of motion

- PHYS 101, Mechanics
- Isaac Newton published the three laws in the Principia in 1687
- Today: inertia, force and acceleration, action and reaction`,
      `# First law: inertia

- A body stays at rest or moves in a straight line at constant speed unless a net force acts on it
- This tendency to resist changes in motion is called inertia
- Mass is the measure of a body's inertia, in kilograms`,
      `# Second law: F = ma

- The net force on a body equals its mass times its acceleration
- Force is measured in newtons: 1 N accelerates 1 kg at 1 m/s2
- Example: a 1,200 kg car accelerating at 3 m/s2 needs a net force of 3,600 N`,
      `# Third law: action and reaction

- When one body exerts a force on a second, the second exerts an equal and opposite force on the first
- The two forces act on different bodies, so they never cancel
- A rocket pushes exhaust gas backwards; the gas pushes the rocket forwards`,
      `# Friction and weight

- Weight is the force of gravity on a body: W = mg, with g = 9.8 m/s2 near the Earth's surface
- Static friction keeps a resting object from sliding; kinetic friction acts on a sliding one
- Kinetic friction is usually smaller than the maximum static friction`,
    ],
  },
  {
    id: 'acids-scan',
    kind: 'scanned page',
    title: 'Chemistry handout (scanned): Acids, bases and pH',
    language: 'en',
    layout: 'scan',
    pages: [
      `# Acids, bases and pH

According to the Bronsted-Lowry theory, an acid is a proton donor and a base is a proton acceptor. A strong acid such as hydrochloric acid ionises completely in water, while a weak acid such as ethanoic acid ionises only partly.

The pH scale runs from 0 to 14 at 25 degrees Celsius. A solution with a pH of 7 is neutral, lower values are acidic and higher values are alkaline. The scale was introduced by the Danish chemist Soren Sorensen in 1909. Each step of one pH unit is a tenfold change in the concentration of hydrogen ions.`,
      `# Neutralisation and indicators

When an acid reacts with a base, the products are a salt and water. This reaction is called neutralisation. Antacid tablets contain bases such as magnesium hydroxide, which neutralise excess stomach acid.

An indicator changes colour with pH. Litmus turns red in acid and blue in alkali. Phenolphthalein is colourless in acid and turns pink above a pH of about 8.2, which makes it a good choice for titrating a weak acid with a strong base.`,
    ],
  },
  {
    id: 'photosynthese',
    kind: 'non-English notes',
    title: 'Biologie Klasse 11: Fotosynthese (Mitschrift)',
    language: 'de',
    layout: 'page',
    pages: [
      `# Fotosynthese: Überblick

Bei der Fotosynthese bauen Pflanzen aus Kohlenstoffdioxid und Wasser mithilfe von Lichtenergie Glucose auf. Dabei wird Sauerstoff als Nebenprodukt freigesetzt. Die Fotosynthese findet in den Chloroplasten statt, vor allem in den Zellen des Palisadengewebes der Blätter.

Der grüne Farbstoff Chlorophyll absorbiert vor allem rotes und blaues Licht. Grünes Licht wird reflektiert, deshalb erscheinen Blätter grün.`,
      `# Lichtreaktion und Calvin-Zyklus

Die lichtabhängige Reaktion läuft an den Thylakoidmembranen ab. Dort wird Wasser gespalten, und es entstehen ATP und NADPH. Diesen Vorgang nennt man Fotolyse.

Im Stroma der Chloroplasten läuft der Calvin-Zyklus ab. Das Enzym Rubisco bindet dabei Kohlenstoffdioxid an Ribulose-1,5-bisphosphat. Rubisco gilt als das häufigste Protein der Erde. Der Zyklus wurde von Melvin Calvin aufgeklärt, der dafür 1961 den Nobelpreis für Chemie erhielt.`,
      `# Einflussfaktoren

Die Geschwindigkeit der Fotosynthese hängt von der Lichtintensität, der Temperatur und der Kohlenstoffdioxidkonzentration ab. Der Faktor, der gerade am knappsten ist, begrenzt die Geschwindigkeit; man spricht vom begrenzenden Faktor. Oberhalb von etwa 40 Grad Celsius sinkt die Geschwindigkeit stark, weil die Enzyme denaturieren.`,
    ],
  },
  {
    id: 'catalase-lab',
    kind: 'lab report',
    title: 'Lab report: The effect of temperature on catalase activity',
    language: 'en',
    layout: 'page',
    pages: [
      `# Lab report: The effect of temperature on catalase activity

Authors: Priya Natarajan and Tom Okafor, Biology 120, lab group 4, 14 March 2025.

# Aim and hypothesis

The aim was to find how temperature affects the rate at which catalase breaks down hydrogen peroxide into water and oxygen. We predicted that the rate would rise up to about 37 degrees Celsius and then fall as the enzyme denatured.

# Method

Catalase was extracted by blending 20 g of fresh potato with 100 ml of cold distilled water and filtering the mixture. For each trial, 5 ml of extract was added to 5 ml of 3% hydrogen peroxide in a sealed flask kept in a water bath. The oxygen released was collected over water in an inverted measuring cylinder for two minutes. Five temperatures were tested, from 10 to 60 degrees Celsius, with three trials at each.`,
      `# Results

At 10 degrees Celsius the mean volume of oxygen collected was 4.2 ml. The volume rose to 11.8 ml at 30 degrees and reached its highest value, 15.6 ml, at 40 degrees. At 50 degrees it fell to 6.1 ml, and at 60 degrees almost no gas was produced, only 0.4 ml.

# Discussion

The optimum temperature was therefore close to 40 degrees Celsius, slightly higher than we had predicted. Above the optimum the hydrogen bonds that hold the active site in shape break, so the substrate no longer fits. The largest source of error was gas escaping while the bung was fitted, which would make every volume too low. A gas syringe would measure the volume more precisely than the measuring cylinder.`,
    ],
  },
  {
    id: 'printing-essay',
    kind: 'essay',
    title: 'Essay: How the printing press changed the Reformation',
    language: 'en',
    layout: 'page',
    pages: [
      `# How the printing press changed the Reformation

Johannes Gutenberg developed printing with movable metal type in Mainz around 1450, and his Bible was finished by about 1455. Within fifty years, presses were running in more than two hundred European towns. This essay argues that print did not cause the Reformation, but that it made the Reformation impossible to contain.

When Martin Luther posted his Ninety-five Theses in Wittenberg in 1517, they were meant for an academic debate. Printers in Leipzig, Nuremberg and Basel reprinted them within weeks, and they were read across Germany before the church could answer.`,
      `# Pamphlets and pictures

Luther wrote short pamphlets in German rather than Latin, so that craftsmen and merchants could read them. Between 1518 and 1525 his works made up about a third of all German-language books sold. Woodcut images, many made in the workshop of Lucas Cranach, carried the message to people who could not read at all.

The Catholic Church answered with its own printing and, in 1559, with the Index of Prohibited Books, a list of titles Catholics were forbidden to read. Censorship failed mainly because presses in one territory could print what another territory had banned.`,
      `# Conclusion

Earlier reformers such as Jan Hus had been silenced because their ideas travelled only as fast as handwritten copies. Print gave Luther speed, numbers and a public. The Reformation was therefore shaped as much by printers looking for profit as by theologians looking for truth.`,
    ],
  },
  {
    id: 'statistics-glossary',
    kind: 'glossary notes',
    title: 'STAT 100 revision notes: a glossary of descriptive and inferential statistics',
    language: 'en',
    layout: 'page',
    pages: [
      `# Glossary part 1: describing data

Mean: the sum of the values divided by how many values there are. The mean is pulled towards extreme values.

Median: the middle value when the data are put in order. With an even number of values it is the average of the two middle ones. The median is robust to outliers.

Mode: the value that occurs most often. A data set can have more than one mode.

Range: the largest value minus the smallest value.

Variance: the average of the squared distances of the values from the mean. Squaring stops positive and negative distances from cancelling out.

Standard deviation: the square root of the variance. It is expressed in the same units as the data.`,
      `# Glossary part 2: inference

Population: the whole group a study wants to draw conclusions about. A sample is the part of the population that is actually measured.

Null hypothesis: the claim that there is no effect or no difference, written H0. A test asks how surprising the data would be if it were true.

p-value: the probability of getting results at least as extreme as the observed ones, assuming the null hypothesis is true. A p-value below the significance level, usually 0.05, leads us to reject the null hypothesis.

Type I error: rejecting a null hypothesis that is actually true, a false positive. Type II error: failing to reject a null hypothesis that is false, a false negative.

Confidence interval: a range of values that would contain the true population parameter in a stated share of repeated samples, for example 95%.`,
    ],
  },
  {
    id: 'algorithms',
    kind: 'lecture notes',
    title: 'CS 161 Lecture 4: Sorting, searching and big-O',
    language: 'en',
    layout: 'page',
    pages: [
      `# Lecture 4: Sorting, searching and big-O

Big-O notation describes how the running time of an algorithm grows with the size of its input, ignoring constant factors. An algorithm that is O(n) takes time proportional to the input size, while one that is O(n squared) takes four times as long when the input doubles.

# Binary search

Binary search finds a value in a sorted array by comparing it with the middle element and discarding the half that cannot contain it. It needs at most about log2(n) comparisons, so a sorted array of one million items is searched in at most 20 steps. Binary search only works when the array is already sorted.`,
      `# Sorting algorithms

Insertion sort builds the sorted list one item at a time. Its worst case is O(n squared), but it is fast on data that is nearly sorted.

Merge sort splits the list in half, sorts each half recursively and merges the two sorted halves. It runs in O(n log n) time in every case, but it needs extra memory for the merge. Merge sort was invented by John von Neumann in 1945.

Quicksort picks a pivot and partitions the other items into those smaller and those larger than it. It was developed by Tony Hoare in 1959. Its average time is O(n log n), but a bad choice of pivot gives O(n squared).

A sort is stable when items with equal keys keep their original order. Merge sort is stable; the usual quicksort is not.`,
    ],
  },
  {
    id: 'memory-chapter',
    kind: 'textbook chapter',
    title: 'Introduction to Psychology, Chapter 8: Memory',
    language: 'en',
    layout: 'page',
    pages: [
      `# Chapter 8: Memory

# 8.1 The multi-store model

In 1968 Richard Atkinson and Richard Shiffrin proposed that memory passes through three stores: sensory memory, short-term memory and long-term memory. Sensory memory holds an image of what we see for less than a second. Information that receives attention moves into short-term memory, where it lasts about 20 seconds unless it is rehearsed.

George Miller argued in 1956 that short-term memory holds about seven items, plus or minus two. Grouping items into larger meaningful units increases how much we can hold. This strategy is known as chunking.`,
      `# 8.2 Forgetting

Hermann Ebbinghaus studied his own memory for lists of nonsense syllables in the 1880s. He found that most forgetting happens within the first hour after learning, after which the loss slows down. The graph of this loss is called the forgetting curve.

New learning can disrupt the recall of old memories, which is called retroactive interference. When old learning disrupts new learning, the effect is proactive interference.

# 8.3 Better studying

Reviewing material at growing intervals, rather than all at once, produces much better long-term retention. Psychologists call this the spacing effect. Testing yourself is also more effective than rereading, a finding known as the testing effect or retrieval practice.`,
    ],
  },
  {
    id: 'plate-tectonics',
    kind: 'study guide',
    title: 'GEOG 150 study guide: Plate tectonics and earthquakes',
    language: 'en',
    layout: 'page',
    pages: [
      `# Study guide: Plate tectonics

The Earth's outer shell, the lithosphere, is broken into about fifteen major plates that move a few centimetres a year. They ride on the asthenosphere, a hotter and weaker layer of the upper mantle. Alfred Wegener proposed continental drift in 1912, but his idea was not accepted until seafloor spreading was discovered in the 1960s.

At a divergent boundary, plates move apart and new crust forms, as along the Mid-Atlantic Ridge. At a convergent boundary, plates collide; where oceanic crust sinks beneath another plate, the process is called subduction. At a transform boundary, plates slide past each other, as along the San Andreas Fault in California.`,
      `# Earthquakes

An earthquake starts at a point underground called the focus; the point on the surface directly above it is the epicentre. Earthquakes send out primary waves, which are the fastest, and slower secondary waves, which cannot travel through liquids.

The moment magnitude scale measures the energy an earthquake releases. Each whole number up the scale means about 32 times more energy. The strongest earthquake ever recorded struck Chile in 1960 with a magnitude of 9.5.

A tsunami is a series of ocean waves caused by the sudden movement of the sea floor. In open water a tsunami can travel at more than 700 kilometres per hour.`,
    ],
  },
];

/** The documents a comma-separated list of ids names (BENCH_DOCS), in the set's order; all of them when it is empty. */
export function documentsNamed(list: string | undefined): EvalDocument[] {
  const ids = (list ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = ids.filter((id) => !DOCUMENTS.some((doc) => doc.id === id));
  if (unknown.length) throw new Error(`unknown document(s) in BENCH_DOCS: ${unknown.join(', ')}; the set has ${DOCUMENTS.map((doc) => doc.id).join(', ')}`);
  return ids.length ? DOCUMENTS.filter((doc) => ids.includes(doc.id)) : DOCUMENTS;
}
