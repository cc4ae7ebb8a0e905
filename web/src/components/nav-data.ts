// The navigation's groups and the product's tools, shared by the nav bar, the mobile menu, the
// footer, the home page's tool cards and the tool landing pages (spec 000 §2 Layout, spec 001 §2).
import {
  BookMarked,
  BookOpen,
  Bot,
  Building2,
  ClipboardCheck,
  FileSearch,
  FileText,
  GraduationCap,
  Layers,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  Newspaper,
  PenLine,
  ShieldCheck,
  SquarePen,
  LifeBuoy,
} from 'lucide-react';

export type NavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  description: string;
  /** Accent colour of the item's icon tile. */
  color: string;
  isNew?: boolean;
};

export type NavGroup = { id: 'study' | 'write' | 'explore'; label: string; items: NavItem[] };

export const studyTools: NavItem[] = [
  {
    label: 'AI Homework Helper',
    href: '/ai-homework-helper',
    icon: MessageSquareText,
    description: 'Step-by-step answers to your homework questions, explained.',
    color: '#4f46e5',
  },
  {
    label: 'Document Chat',
    href: '/document-chat',
    icon: MessagesSquare,
    description: 'Upload a document and ask it anything, with answers that cite the page.',
    color: '#0891b2',
  },
  {
    label: 'AI Flashcard Maker',
    href: '/ai-flashcard-maker',
    icon: Layers,
    description: 'Turn notes and readings into flashcard decks in seconds.',
    color: '#db2777',
  },
  {
    label: 'Test Prep',
    href: '/test-prep',
    icon: ClipboardCheck,
    description: 'Study plans and practice tests built from your own material.',
    color: '#059669',
  },
];

export const writeTools: NavItem[] = [
  {
    label: 'AI Writer',
    href: '/ai-writer',
    icon: PenLine,
    description: 'Draft essays and papers with AI, every version saved as you go.',
    color: '#7c3aed',
    isNew: true,
  },
  {
    label: 'XY Editor',
    href: '/xy-editor',
    icon: SquarePen,
    description: 'A focused editor with plagiarism and AI detection built in.',
    color: '#2563eb',
  },
  {
    label: 'AI Detector',
    href: '/ai-detector',
    icon: Bot,
    description: 'See how likely a text is to have been written by AI.',
    color: '#ea580c',
  },
  {
    label: 'Plagiarism Checker',
    href: '/plagiarism-checker',
    icon: ShieldCheck,
    description: 'Find matching sources before you hand your work in.',
    color: '#0d9488',
  },
];

export const exploreLinks: NavItem[] = [
  {
    label: 'Documents',
    href: '/documents',
    icon: FileText,
    description: 'Notes, summaries and past papers shared by students.',
    color: '#4f46e5',
  },
  {
    label: 'Subjects',
    href: '/subjects',
    icon: BookOpen,
    description: 'Browse study material by subject.',
    color: '#7c3aed',
  },
  {
    label: 'Universities',
    href: '/universities',
    icon: Building2,
    description: 'Find your university and your courses.',
    color: '#0891b2',
  },
  {
    label: 'Textbooks',
    href: '/textbooks',
    icon: BookMarked,
    description: 'Notes and solutions for the books you study.',
    color: '#db2777',
  },
  {
    label: 'Blog',
    href: '/blog',
    icon: Newspaper,
    description: 'Study tips, guides and product news.',
    color: '#ea580c',
  },
  {
    label: 'Help',
    href: '/help',
    icon: LifeBuoy,
    description: 'Answers about documents, points and your account.',
    color: '#059669',
  },
];

export const navGroups: NavGroup[] = [
  { id: 'study', label: 'Study', items: studyTools },
  { id: 'write', label: 'Write', items: writeTools },
  { id: 'explore', label: 'Explore', items: exploreLinks },
];

/** The eight AI tools, in the order the home page shows them. */
export const aiTools: NavItem[] = [...studyTools, ...writeTools];

export function toolByHref(href: string): NavItem | undefined {
  return [...aiTools, ...exploreLinks].find((t) => t.href === href);
}

export const BrandIcon = GraduationCap;
export const SearchDocsIcon = FileSearch;
