// Suggested questions when a chat opens, from the terms the document is most about (the AI platform's key terms):
// free, deterministic, and in the words the document itself uses, so the local provider can answer them.

export function suggestedQuestions(terms: string[]): string[] {
  const [first, second, third] = terms;
  const out: string[] = [];
  if (first) out.push(`What is ${first}?`);
  if (second) out.push(`What does the document say about ${second}?`);
  if (third) out.push(`How is ${third} explained?`);
  return out;
}
