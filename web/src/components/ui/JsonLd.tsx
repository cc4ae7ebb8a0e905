/** schema.org structured data for search engines, rendered as a JSON-LD script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
