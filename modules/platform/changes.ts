// What this process has seen begin or end that may change stored data, counted per topic: a write request (any
// method but GET and HEAD) counts for its API area (`/api/documents/...` is `documents`, `/api/admin/...` is
// `admin`), an event published and a job run for the module that names it (`documents.approved`,
// `catalogue.count-document-downloads`). The guests' shared answers (http/guest-answers.ts) are valid only while
// the counts of the topics they are read from stand still, so a reader in this process never gets an answer from
// before a change to them it could have seen, and a checkout or a chat question elsewhere does not drop them.
const generations = new Map<string, number>();

export function noteChange(topic: string): void {
  generations.set(topic, (generations.get(topic) ?? 0) + 1);
}

/** A number that moves whenever one of `topics` changes. */
export function changeGeneration(topics: readonly string[]): number {
  let sum = 0;
  for (const topic of topics) sum += generations.get(topic) ?? 0;
  return sum;
}

/** The topic of a name such as `documents.approved` or `documents.process`: the module that owns it. */
export const topicOfName = (name: string): string => name.split('.')[0]!;

/** The topic of a request path: its API area (`/api/documents/x/review` is `documents`). */
export const topicOfPath = (path: string): string => (path.startsWith('/api/') ? (path.split('/')[2] ?? '') : '');

/** Every topic's count now, to ask later what `changeGeneration(topics)` was at this moment. */
export function changeSnapshot(): (topics: readonly string[]) => number {
  const counts = new Map(generations);
  return (topics) => topics.reduce((sum, topic) => sum + (counts.get(topic) ?? 0), 0);
}
