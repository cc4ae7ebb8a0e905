// Hand-curated demo subjects for the catalogue. Plain data: no logic, no project imports.
// `iconName` is a canonical (non-alias) lucide-react icon name in kebab-case.
// `color` is a background colour with at least 4.5:1 contrast against white text.

export type SeedSubject = {
  name: string;
  slug: string;
  iconName: string;
  color: string;
  acronym: string | null;
  description: string;
  category: string;
};

export const subjects: SeedSubject[] = [
  {
    name: 'Accounting',
    slug: 'accounting',
    iconName: 'calculator',
    color: '#1d4ed8',
    acronym: 'ACCT',
    description:
      'Financial and management accounting, double-entry bookkeeping, financial statements and auditing. Useful for degree modules and for ACCA, CPA and CIMA exam preparation.',
    category: 'professional',
  },
  {
    name: 'Aerospace Engineering',
    slug: 'aerospace-engineering',
    iconName: 'rocket',
    color: '#30488d',
    acronym: 'AERO',
    description:
      'Aerodynamics, flight mechanics, propulsion and aircraft structures. Covers lift and drag, compressible flow, orbital mechanics and stability and control.',
    category: 'academic',
  },
  {
    name: 'Anatomy',
    slug: 'anatomy',
    iconName: 'bone',
    color: '#812143',
    acronym: 'ANAT',
    description:
      'The structure of the human body, from gross anatomy of the limbs, thorax and abdomen to neuroanatomy and histology. Essential for medicine, nursing and allied health courses.',
    category: 'academic',
  },
  {
    name: 'Anthropology',
    slug: 'anthropology',
    iconName: 'person-standing',
    color: '#913a0a',
    acronym: 'ANTH',
    description:
      'The study of human societies, cultures and biological evolution. Includes ethnography, kinship, archaeology and physical anthropology.',
    category: 'academic',
  },
  {
    name: 'Architecture',
    slug: 'architecture',
    iconName: 'drafting-compass',
    color: '#544436',
    acronym: 'ARCH',
    description:
      'Architectural design, history and theory of architecture, building technology and urban design. Notes cover studio briefs, precedent studies and construction details.',
    category: 'academic',
  },
  {
    name: 'Art History',
    slug: 'art-history',
    iconName: 'palette',
    color: '#a21caf',
    acronym: 'ARTH',
    description:
      'Western and global art from antiquity to the contemporary, with visual analysis, iconography and the social context of artworks. Helpful for essay writing and slide-identification exams.',
    category: 'academic',
  },
  {
    name: 'Artificial Intelligence',
    slug: 'artificial-intelligence',
    iconName: 'bot',
    color: '#4338ca',
    acronym: 'AI',
    description:
      'Search, knowledge representation, probabilistic reasoning, machine learning and neural networks. Covers both classical AI and modern deep learning methods.',
    category: 'academic',
  },
  {
    name: 'Astronomy',
    slug: 'astronomy',
    iconName: 'telescope',
    color: '#503594',
    acronym: 'ASTR',
    description:
      'Stars, galaxies, planetary systems and cosmology, together with the observational techniques used to study them. Includes stellar evolution, the Hertzsprung-Russell diagram and the expanding universe.',
    category: 'academic',
  },
  {
    name: 'Biochemistry',
    slug: 'biochemistry',
    iconName: 'test-tubes',
    color: '#0d837c',
    acronym: 'BIOC',
    description:
      'The chemistry of living systems: protein structure, enzyme kinetics, metabolism and molecular signalling. Bridges chemistry and biology for life-science and medical students.',
    category: 'academic',
  },
  {
    name: 'Biology',
    slug: 'biology',
    iconName: 'leaf',
    color: '#168445',
    acronym: 'BIO',
    description:
      'Cells, genetics, evolution, physiology and ecology. The foundation course for life sciences, pre-med and environmental degrees.',
    category: 'academic',
  },
  {
    name: 'Business Administration',
    slug: 'business-administration',
    iconName: 'briefcase',
    color: '#384b74',
    acronym: 'BUS',
    description:
      'Management, organisational behaviour, strategy and operations. Covers case studies and frameworks used in BBA and MBA programmes.',
    category: 'academic',
  },
  {
    name: 'Calculus',
    slug: 'calculus',
    iconName: 'square-function',
    color: '#c90c0c',
    acronym: 'CALC',
    description:
      'Limits, derivatives, integrals, sequences and series, and multivariable calculus. Worked solutions and formula sheets help with problem sets and exams.',
    category: 'academic',
  },
  {
    name: 'Chemical Engineering',
    slug: 'chemical-engineering',
    iconName: 'factory',
    color: '#57534e',
    acronym: 'CHE',
    description:
      'Mass and energy balances, transport phenomena, reaction engineering and process design. Applies chemistry, physics and mathematics to industrial-scale processes.',
    category: 'academic',
  },
  {
    name: 'Chemistry',
    slug: 'chemistry',
    iconName: 'flask-conical',
    color: '#0e7490',
    acronym: 'CHEM',
    description:
      'Atomic structure, bonding, stoichiometry, thermochemistry, equilibria and kinetics. The general chemistry sequence taken by most science and engineering students.',
    category: 'academic',
  },
  {
    name: 'Civil Engineering',
    slug: 'civil-engineering',
    iconName: 'hard-hat',
    color: '#c93e05',
    acronym: 'CIVE',
    description:
      'Structural analysis, geotechnics, hydraulics, transportation and construction management. Covers the design of buildings, bridges, roads and water systems.',
    category: 'academic',
  },
  {
    name: 'Communication Studies',
    slug: 'communication-studies',
    iconName: 'speech',
    color: '#d4239a',
    acronym: 'COMM',
    description:
      'Interpersonal, organisational and mass communication, rhetoric and media theory. Useful for public speaking, journalism and media courses.',
    category: 'academic',
  },
  {
    name: 'Computer Science',
    slug: 'computer-science',
    iconName: 'code',
    color: '#2563eb',
    acronym: 'CS',
    description:
      'Programming, data structures, algorithms, computer architecture, operating systems and theory of computation. Includes code walkthroughs and complexity analysis.',
    category: 'academic',
  },
  {
    name: 'Criminology',
    slug: 'criminology',
    iconName: 'fingerprint-pattern',
    color: '#454555',
    acronym: 'CRIM',
    description:
      'Theories of crime and deviance, policing, punishment and the criminal justice system. Draws on sociology, psychology and law.',
    category: 'academic',
  },
  {
    name: 'Cybersecurity',
    slug: 'cybersecurity',
    iconName: 'shield-check',
    color: '#196247',
    acronym: 'SEC',
    description:
      'Network security, cryptography, threat modelling, incident response and security governance. Also supports certifications such as CompTIA Security+ and CISSP.',
    category: 'professional',
  },
  {
    name: 'Data Science',
    slug: 'data-science',
    iconName: 'chart-scatter',
    color: '#7c3aed',
    acronym: 'DS',
    description:
      'Data wrangling, exploratory analysis, visualisation and machine learning with Python and R. Combines statistics, programming and domain knowledge.',
    category: 'academic',
  },
  {
    name: 'Discrete Mathematics',
    slug: 'discrete-mathematics',
    iconName: 'network',
    color: '#8760ca',
    acronym: null,
    description:
      'Logic, proofs, sets, combinatorics, graph theory and recurrence relations. The mathematical foundation for computer science.',
    category: 'academic',
  },
  {
    name: 'Economics',
    slug: 'economics',
    iconName: 'trending-up',
    color: '#047857',
    acronym: 'ECON',
    description:
      'Microeconomics, macroeconomics, market structures, monetary and fiscal policy. Includes diagrams, models and past exam answers.',
    category: 'academic',
  },
  {
    name: 'Education',
    slug: 'education',
    iconName: 'school',
    color: '#0369a1',
    acronym: 'EDUC',
    description:
      'Learning theories, curriculum design, classroom practice and educational policy. For teacher-training and education studies students.',
    category: 'academic',
  },
  {
    name: 'Electrical Engineering',
    slug: 'electrical-engineering',
    iconName: 'circuit-board',
    color: '#a16207',
    acronym: 'EE',
    description:
      'Circuit analysis, electronics, signals and systems, electromagnetics and power systems. Covers Ohm and Kirchhoff laws through to transistor amplifiers and control.',
    category: 'academic',
  },
  {
    name: 'English Literature',
    slug: 'english-literature',
    iconName: 'book-open-text',
    color: '#7e22ce',
    acronym: 'ENGL',
    description:
      'Poetry, prose and drama from Chaucer and Shakespeare to contemporary writing, with close reading and literary theory. Helps with essays, commentaries and exam planning.',
    category: 'academic',
  },
  {
    name: 'Environmental Science',
    slug: 'environmental-science',
    iconName: 'trees',
    color: '#3e5510',
    acronym: 'ENVS',
    description:
      'Ecosystems, climate change, pollution, natural resources and sustainability. An interdisciplinary subject spanning biology, chemistry, geography and policy.',
    category: 'academic',
  },
  {
    name: 'Finance',
    slug: 'finance',
    iconName: 'chart-candlestick',
    color: '#055129',
    acronym: 'FIN',
    description:
      'Corporate finance, valuation, portfolio theory, derivatives and financial markets. Includes time value of money, CAPM and discounted cash flow models.',
    category: 'academic',
  },
  {
    name: 'Genetics',
    slug: 'genetics',
    iconName: 'dna',
    color: '#be185d',
    acronym: 'GEN',
    description:
      'Mendelian inheritance, molecular genetics, gene regulation, population genetics and genomics. Problem-solving notes cover pedigrees, crosses and linkage mapping.',
    category: 'academic',
  },
  {
    name: 'Geography',
    slug: 'geography',
    iconName: 'map',
    color: '#0c4e4d',
    acronym: 'GEOG',
    description:
      'Physical and human geography: landforms, climate, population, urbanisation and globalisation. Includes GIS and fieldwork methods.',
    category: 'academic',
  },
  {
    name: 'Geology',
    slug: 'geology',
    iconName: 'mountain',
    color: '#78350f',
    acronym: 'GEOL',
    description:
      'Minerals, rocks, plate tectonics, stratigraphy and Earth history. Covers rock identification, geological maps and structural geology.',
    category: 'academic',
  },
  {
    name: 'History',
    slug: 'history',
    iconName: 'scroll',
    color: '#854d0e',
    acronym: 'HIST',
    description:
      'Ancient, medieval, early modern and modern history, with source analysis and historiography. Useful for essays, document questions and revision timelines.',
    category: 'academic',
  },
  {
    name: 'Human Resource Management',
    slug: 'human-resource-management',
    iconName: 'handshake',
    color: '#9d174d',
    acronym: 'HRM',
    description:
      'Recruitment, performance management, employment law, reward and employee relations. Relevant to business degrees and CIPD or SHRM qualifications.',
    category: 'academic',
  },
  {
    name: 'International Relations',
    slug: 'international-relations',
    iconName: 'globe',
    color: '#1e40af',
    acronym: 'IR',
    description:
      'Theories of international politics, foreign policy, security, global governance and international political economy. Covers realism, liberalism and constructivism.',
    category: 'academic',
  },
  {
    name: 'Law',
    slug: 'law',
    iconName: 'gavel',
    color: '#8b1616',
    acronym: 'LAW',
    description:
      'Contract, tort, criminal, constitutional and land law, with case summaries and statutory interpretation. Supports LLB, JD and conversion courses.',
    category: 'academic',
  },
  {
    name: 'Linear Algebra',
    slug: 'linear-algebra',
    iconName: 'grid-3x3',
    color: '#c026d3',
    acronym: null,
    description:
      'Vectors, matrices, linear systems, vector spaces, eigenvalues and eigenvectors. Essential for engineering, physics, economics and machine learning.',
    category: 'academic',
  },
  {
    name: 'Linguistics',
    slug: 'linguistics',
    iconName: 'languages',
    color: '#056177',
    acronym: 'LING',
    description:
      'Phonetics, phonology, morphology, syntax, semantics and sociolinguistics. Includes tree diagrams, IPA transcription and data problems.',
    category: 'academic',
  },
  {
    name: 'Marketing',
    slug: 'marketing',
    iconName: 'megaphone',
    color: '#e11d48',
    acronym: 'MKTG',
    description:
      'Consumer behaviour, market research, branding, digital marketing and the marketing mix. Case-based notes for coursework and exams.',
    category: 'academic',
  },
  {
    name: 'Mathematics',
    slug: 'mathematics',
    iconName: 'pi',
    color: '#cc4548',
    acronym: 'MATH',
    description:
      'Pure and applied mathematics, including real analysis, abstract algebra, differential equations and proof techniques. For mathematics majors and anyone taking advanced maths modules.',
    category: 'academic',
  },
  {
    name: 'Mechanical Engineering',
    slug: 'mechanical-engineering',
    iconName: 'cog',
    color: '#475569',
    acronym: 'MECH',
    description:
      'Statics, dynamics, mechanics of materials, fluid mechanics, heat transfer and machine design. Worked examples for free-body diagrams and design calculations.',
    category: 'academic',
  },
  {
    name: 'Medicine',
    slug: 'medicine',
    iconName: 'stethoscope',
    color: '#be123c',
    acronym: 'MED',
    description:
      'Clinical medicine, pathology, diagnosis and patient management across the body systems. Supports pre-clinical and clinical years and licensing exams such as USMLE and UKMLA.',
    category: 'academic',
  },
  {
    name: 'Microbiology',
    slug: 'microbiology',
    iconName: 'microscope',
    color: '#4d7c0f',
    acronym: 'MICRO',
    description:
      'Bacteria, viruses, fungi and parasites, with microbial genetics, immunology and infection control. Includes lab techniques such as staining and culturing.',
    category: 'academic',
  },
  {
    name: 'Music',
    slug: 'music',
    iconName: 'piano',
    color: '#5b21b6',
    acronym: 'MUS',
    description:
      'Music theory, harmony, aural skills, analysis and music history. Useful for performance, composition and musicology courses.',
    category: 'academic',
  },
  {
    name: 'Neuroscience',
    slug: 'neuroscience',
    iconName: 'brain-circuit',
    color: '#86198f',
    acronym: 'NEURO',
    description:
      'Neurons, synaptic transmission, sensory and motor systems, and the neural basis of behaviour and cognition. Combines biology, psychology and medicine.',
    category: 'academic',
  },
  {
    name: 'Nursing',
    slug: 'nursing',
    iconName: 'heart-pulse',
    color: '#c9456e',
    acronym: 'NURS',
    description:
      'Fundamentals of nursing care, clinical skills, medication administration and patient assessment. Supports nursing degrees and licensure exams such as the NCLEX.',
    category: 'professional',
  },
  {
    name: 'Nutrition',
    slug: 'nutrition',
    iconName: 'salad',
    color: '#086a18',
    acronym: 'NUTR',
    description:
      'Macronutrients, micronutrients, energy balance, metabolism and public health nutrition. For nutrition, dietetics and health-science students.',
    category: 'academic',
  },
  {
    name: 'Organic Chemistry',
    slug: 'organic-chemistry',
    iconName: 'hexagon',
    color: '#0e4b66',
    acronym: 'OCHEM',
    description:
      'Structure, stereochemistry and reaction mechanisms of carbon compounds, from substitution and elimination to carbonyl chemistry and synthesis. Mechanism sheets and spectroscopy practice included.',
    category: 'academic',
  },
  {
    name: 'Pharmacology',
    slug: 'pharmacology',
    iconName: 'pill',
    color: '#9333ea',
    acronym: 'PHARM',
    description:
      'How drugs act on the body: pharmacokinetics, pharmacodynamics, receptor theory and the major drug classes. Essential for medicine, pharmacy and nursing.',
    category: 'academic',
  },
  {
    name: 'Philosophy',
    slug: 'philosophy',
    iconName: 'lightbulb',
    color: '#965846',
    acronym: 'PHIL',
    description:
      'Ethics, epistemology, metaphysics, logic and the history of philosophy from Plato to the present. Argument maps and essay plans help with critical writing.',
    category: 'academic',
  },
  {
    name: 'Physics',
    slug: 'physics',
    iconName: 'atom',
    color: '#4f46e5',
    acronym: 'PHYS',
    description:
      'Mechanics, electromagnetism, waves, thermal physics and quantum mechanics. Derivations and worked problems for introductory and advanced modules.',
    category: 'academic',
  },
  {
    name: 'Physiology',
    slug: 'physiology',
    iconName: 'activity',
    color: '#b45309',
    acronym: 'PHYSIO',
    description:
      'How the organ systems of the body work: cardiovascular, respiratory, renal, endocrine and nervous physiology. Closely linked to anatomy and medicine.',
    category: 'academic',
  },
  {
    name: 'Political Science',
    slug: 'political-science',
    iconName: 'landmark',
    color: '#1b598a',
    acronym: 'POLS',
    description:
      'Political theory, comparative politics, institutions, elections and public policy. Helps with essays on democracy, power and the state.',
    category: 'academic',
  },
  {
    name: 'Project Management',
    slug: 'project-management',
    iconName: 'chart-gantt',
    color: '#ab3c09',
    acronym: 'PM',
    description:
      'Planning, scheduling, risk, cost and stakeholder management using predictive and agile approaches. Supports PMP, PRINCE2 and CAPM certification study.',
    category: 'professional',
  },
  {
    name: 'Psychology',
    slug: 'psychology',
    iconName: 'brain',
    color: '#b83280',
    acronym: 'PSYC',
    description:
      'Cognitive, developmental, social, biological and clinical psychology, plus research methods. Key studies and theories summarised for essays and exams.',
    category: 'academic',
  },
  {
    name: 'Public Health',
    slug: 'public-health',
    iconName: 'hospital',
    color: '#1158b3',
    acronym: 'PH',
    description:
      'Epidemiology, biostatistics, health policy, health promotion and global health. Covers study design, disease surveillance and the social determinants of health.',
    category: 'academic',
  },
  {
    name: 'Sociology',
    slug: 'sociology',
    iconName: 'users',
    color: '#743ca7',
    acronym: 'SOC',
    description:
      'Social structure, inequality, class, gender, race, institutions and social change. Introduces classical and contemporary theorists and research methods.',
    category: 'academic',
  },
  {
    name: 'Software Engineering',
    slug: 'software-engineering',
    iconName: 'git-branch',
    color: '#1f2937',
    acronym: 'SE',
    description:
      'Requirements, software design, testing, version control and development processes such as Agile and Scrum. Includes design patterns and UML.',
    category: 'academic',
  },
  {
    name: 'Statistics',
    slug: 'statistics',
    iconName: 'chart-bell-curve',
    color: '#0578c9',
    acronym: 'STAT',
    description:
      'Probability, distributions, estimation, hypothesis testing and regression. Step-by-step examples for SPSS, R and hand calculation.',
    category: 'academic',
  },
  {
    name: 'Thermodynamics',
    slug: 'thermodynamics',
    iconName: 'thermometer',
    color: '#a0220b',
    acronym: 'THERMO',
    description:
      'Energy, work, heat, the laws of thermodynamics, entropy, power and refrigeration cycles. Property tables and cycle analysis for engineering and physics students.',
    category: 'academic',
  },
  {
    name: 'Veterinary Medicine',
    slug: 'veterinary-medicine',
    iconName: 'paw-print',
    color: '#5c6b1f',
    acronym: 'VET',
    description:
      'Animal anatomy, physiology, pathology and clinical practice for companion, farm and exotic species. Supports veterinary science degrees and licensing exams.',
    category: 'academic',
  },
];
