// The library's tabs and how the address names them. Spec 000 §My Documents gives two readings: the five tabs
// (All Documents, My Uploads, Purchased, Saved, Recently Viewed) and `all`, `others`, `uploaded`. We offer the
// richer set: the five, plus "From Others" for `others`; `uploaded` opens My Uploads.
export const LIBRARY_TABS = [
  { id: 'all', label: 'All Documents' },
  { id: 'uploads', label: 'My Uploads' },
  { id: 'purchased', label: 'Purchased' },
  { id: 'saved', label: 'Saved' },
  { id: 'recent', label: 'Recently Viewed' },
  { id: 'others', label: 'From Others' },
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
