import { msg } from '@lingui/core/macro';
// The library's tabs and how the address names them. Spec 000 §My Documents gives two readings: the five tabs
// (All Documents, My Uploads, Purchased, Saved, Recently Viewed) and `all`, `others`, `uploaded`. We offer the
// richer set: the five, plus "From Others" for `others`; `uploaded` opens My Uploads.
// Labels are message descriptors: a component shows them with `i18n._(tab.label)`.
export const LIBRARY_TABS = [
  { id: 'all', label: msg`All Documents` },
  { id: 'uploads', label: msg`My Uploads` },
  { id: 'purchased', label: msg`Purchased` },
  { id: 'saved', label: msg`Saved` },
  { id: 'recent', label: msg`Recently Viewed` },
  { id: 'others', label: msg`From Others` },
] as const;
export type LibraryTabId = (typeof LIBRARY_TABS)[number]['id'];

/** The tab named by `?tab=`: one of ours, `uploaded` for My Uploads, else All Documents. */
export function tabFromParam(param: string | null | undefined): LibraryTabId {
  if (param === 'uploaded') return 'uploads';
  return LIBRARY_TABS.find((t) => t.id === param)?.id ?? 'all';
}

/** What `?tab=` says for a tab: nothing for All Documents, so the plain address is the default. */
export function tabParam(tab: LibraryTabId): string {
  return tab === 'all' ? '' : tab;
}
