// How each kind of search result looks: its icon, accent colour (the matching tool's, from nav-data) and name.
import { FileText, Layers, type LucideIcon, MessageSquareText } from 'lucide-react';
import type { SearchKind } from '../../api/search.ts';

export const kindLook: Record<SearchKind, { icon: LucideIcon; color: string; one: string }> = {
  document: { icon: FileText, color: '#0891b2', one: 'Document' },
  homework: { icon: MessageSquareText, color: '#4f46e5', one: 'Homework question' },
  deck: { icon: Layers, color: '#db2777', one: 'Flashcard deck' },
};
