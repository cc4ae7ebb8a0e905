// The ten document types of the marketplace, in display order. Plain data: no logic, no project imports.
// `learningResourceType` is the value emitted as schema.org LearningResource `learningResourceType`
// (terms drawn from the LRMI / IEEE LOM vocabularies: Assessment, Problem Set, Study Guide, Experiment, ...).

export type SeedDocumentType = {
  name: string;
  slug: string;
  description: string;
  learningResourceType: string;
};

export const documentTypes: SeedDocumentType[] = [
  {
    name: 'Past Exams',
    slug: 'past-exams',
    description: 'Previous exam papers, ideally with worked answers or mark schemes, to practise under real exam conditions.',
    learningResourceType: 'Assessment',
  },
  {
    name: 'Flashcards',
    slug: 'flashcards',
    description: 'Question-and-answer cards for memorising key terms, formulas and facts with active recall and spaced repetition.',
    learningResourceType: 'Flashcard',
  },
  {
    name: 'Practice Problems',
    slug: 'practice-problems',
    description: 'Sets of exercises with step-by-step solutions that build problem-solving skill topic by topic.',
    learningResourceType: 'Problem Set',
  },
  {
    name: 'Exam Guides',
    slug: 'exam-guides',
    description: 'Revision guides built around a specific exam: what is examined, common question types and how to answer them.',
    learningResourceType: 'Study Guide',
  },
  {
    name: 'Textbook Guides',
    slug: 'textbook-guides',
    description: 'Companions to a named textbook with chapter walkthroughs, solutions to end-of-chapter questions and key takeaways.',
    learningResourceType: 'Study Guide',
  },
  {
    name: 'Chapter Summary',
    slug: 'chapter-summary',
    description: 'Concise summaries of a single chapter or topic that capture the main ideas, definitions and results.',
    learningResourceType: 'Summary',
  },
  {
    name: 'Class Notes',
    slug: 'class-notes',
    description: 'Organised notes taken from lectures, seminars or tutorials for a particular course.',
    learningResourceType: 'Lecture Notes',
  },
  {
    name: 'Quick Guides',
    slug: 'quick-guides',
    description: 'One- or two-page cheat sheets and formula sheets for fast reference before a class or exam.',
    learningResourceType: 'Reference',
  },
  {
    name: 'Lab Notes',
    slug: 'lab-notes',
    description: 'Write-ups of laboratory practicals covering the method, data, analysis and conclusions of each experiment.',
    learningResourceType: 'Experiment',
  },
  {
    name: 'Certification Guides',
    slug: 'certification-guides',
    description: 'Study guides for professional certifications and licensing exams such as the CPA, PMP, NCLEX or CompTIA Security+.',
    learningResourceType: 'Study Guide',
  },
];
