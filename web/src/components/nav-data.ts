// The navigation's groups and the product's tools, shared by the nav bar, the mobile menu, the
// footer, the home page's tool cards and the tool landing pages (spec 000 §2 Layout, spec 001 §2). Labels and
// descriptions are message descriptors: a component shows them with useLingui's `_(item.label)`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  label: MessageDescriptor;
  href: string;
  icon: LucideIcon;
  description: MessageDescriptor;
  /** Accent colour of the item's icon tile. */
  color: string;
  isNew?: boolean;
};

export type NavGroup = { id: 'study' | 'write' | 'explore'; label: MessageDescriptor; items: NavItem[] };

export const studyTools: NavItem[] = [
  {
    label: msg`AI Homework Helper`,
    href: '/ai-homework-helper',
    icon: MessageSquareText,
    description: msg`Step-by-step answers to your homework questions, explained.`,
    color: '#4f46e5',
  },
  {
    label: msg`Document Chat`,
    href: '/document-chat',
    icon: MessagesSquare,
    description: msg`Upload a document and ask it anything, with answers that cite the page.`,
    color: '#0891b2',
  },
  {
    label: msg`AI Flashcard Maker`,
    href: '/ai-flashcard-maker',
    icon: Layers,
    description: msg`Turn notes and readings into flashcard decks in seconds.`,
    color: '#db2777',
  },
  {
    label: msg`Test Prep`,
    href: '/test-prep',
    icon: ClipboardCheck,
    description: msg`Study plans and practice tests built from your own material.`,
    color: '#059669',
  },
];

export const writeTools: NavItem[] = [
  {
    label: msg`AI Writer`,
    href: '/ai-writer',
    icon: PenLine,
    description: msg`Draft essays and papers with AI, every version saved as you go.`,
    color: '#7c3aed',
    isNew: true,
  },
  {
    label: msg`XY Editor`,
    href: '/xy-editor',
    icon: SquarePen,
    description: msg`A focused editor with plagiarism and AI detection built in.`,
    color: '#2563eb',
  },
  {
    label: msg`AI Detector`,
    href: '/ai-detector',
    icon: Bot,
    description: msg`See how likely a text is to have been written by AI.`,
    color: '#ea580c',
  },
  {
    label: msg`Plagiarism Checker`,
    href: '/plagiarism-checker',
    icon: ShieldCheck,
    description: msg`Find matching sources before you hand your work in.`,
    color: '#0d9488',
  },
];

export const exploreLinks: NavItem[] = [
  {
    label: msg`Documents`,
    href: '/documents',
    icon: FileText,
    description: msg`Notes, summaries and past papers shared by students.`,
    color: '#4f46e5',
  },
  {
    label: msg`Subjects`,
    href: '/subjects',
    icon: BookOpen,
    description: msg`Browse study material by subject.`,
    color: '#7c3aed',
  },
  {
    label: msg`Universities`,
    href: '/universities',
    icon: Building2,
    description: msg`Find your university and your courses.`,
    color: '#0891b2',
  },
  {
    label: msg`Textbooks`,
    href: '/textbooks',
    icon: BookMarked,
    description: msg`Notes and solutions for the books you study.`,
    color: '#db2777',
  },
  {
    label: msg`Blog`,
    href: '/blog',
    icon: Newspaper,
    description: msg`Study tips, guides and product news.`,
    color: '#ea580c',
  },
  {
    label: msg`Help`,
    href: '/help',
    icon: LifeBuoy,
    description: msg`Answers about documents, points and your account.`,
    color: '#059669',
  },
];

export const navGroups: NavGroup[] = [
  { id: 'study', label: msg`Study`, items: studyTools },
  { id: 'write', label: msg`Write`, items: writeTools },
  { id: 'explore', label: msg`Explore`, items: exploreLinks },
];

/** The eight AI tools, in the order the home page shows them. */
export const aiTools: NavItem[] = [...studyTools, ...writeTools];

export function toolByHref(href: string): NavItem | undefined {
  return [...aiTools, ...exploreLinks].find((t) => t.href === href);
}

export const BrandIcon = GraduationCap;
export const SearchDocsIcon = FileSearch;
