// An admin's change to the catalogue, heard at once by this process's caches of it (the documents module's
// reference lists). Other processes see it when their cache expires or misses an id, within seconds.
const listeners = new Set<() => void>();

export function onCatalogueEdited(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after an admin change has committed. */
export function catalogueEdited(): void {
  for (const listener of listeners) listener();
}
