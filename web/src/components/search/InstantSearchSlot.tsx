// Slot for the instant search dropdown (spec 000 §2 Instant search). The search issue replaces
// this component: debounce 300 ms, a loading skeleton, up to 8 mixed results (5 documents,
// 3 homework questions, 3 flashcard decks), 'No results found for "{query}"', and a
// 'View all results' button to /search?q={query}. Failures show an empty list.
export type InstantSearchSlotProps = { query: string; open: boolean; onClose: () => void };

export function InstantSearchSlot(_props: InstantSearchSlotProps) {
  return null;
}
