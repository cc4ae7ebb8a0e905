// A process-wide count of the writes this process has seen begin or end: an API request that may write (any method
// but GET and HEAD), an event published, a job run. The guests' shared answers (http/guest-answers.ts) are valid only
// within one count, so a reader in this process never gets an answer from before a change it could have seen.
let generation = 0;

export function noteChange(): void {
  generation++;
}

export function changeGeneration(): number {
  return generation;
}
