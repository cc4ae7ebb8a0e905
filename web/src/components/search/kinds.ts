// How each kind of search result looks: its icon, accent colour (the matching tool's, from nav-data) and names
// (messages, shown with `i18n._`): one result's kind, the group heading, and a tab label that fits a phone.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FileText, Layers, type LucideIcon, MessageSquareText } from 'lucide-react';
import type { SearchKind } from '../../api/search.ts';

export const kindLook: Record<SearchKind, { icon: LucideIcon; color: string; one: MessageDescriptor; many: MessageDescriptor; short: MessageDescriptor }> = {
  document: { icon: FileText, color: '#0891b2', one: msg`Document`, many: msg`Documents`, short: msg`Documents` },
  homework: { icon: MessageSquareText, color: '#4f46e5', one: msg`Homework question`, many: msg`Homework questions`, short: msg`Questions` },
  deck: { icon: Layers, color: '#db2777', one: msg`Flashcard deck`, many: msg`Flashcard decks`, short: msg`Decks` },
};
