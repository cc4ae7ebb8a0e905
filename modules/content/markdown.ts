// Our own Markdown (legal pages, FAQ answers) to HTML. The texts live in the repository and are reviewed like
// code, but raw HTML in them is still escaped (html: false), so a slip in a file can never inject markup.
import MarkdownIt from 'markdown-it';
import { slugify } from '../platform/index.ts';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** Headings get ids so a page can link to its sections; external links open safely. */
md.core.ruler.push('heading_ids', (state) => {
  for (let i = 0; i < state.tokens.length; i++) {
    const token = state.tokens[i]!;
    if (token.type !== 'heading_open') continue;
    const text = state.tokens[i + 1]?.content ?? '';
    token.attrSet('id', slugify(text));
  }
});

export type Rendered = { html: string; headings: { id: string; text: string }[] };

export function renderMarkdown(source: string, values: Record<string, string> = {}): Rendered {
  // A plain split/join, never String.replace with a replacement string: a value holding `$&` stays literal.
  let text = source;
  for (const [name, value] of Object.entries(values)) text = text.split(`{{${name}}}`).join(value);
  const tokens = md.parse(text, {});
  const headings: Rendered['headings'] = [];
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open' && token.tag === 'h2') {
      const content = tokens[i + 1]?.content ?? '';
      headings.push({ id: slugify(content), text: content });
    }
  });
  return { html: md.renderer.render(tokens, md.options, {}), headings };
}

/** Markdown to plain text: for search over answers and schema.org. */
export function plainText(source: string): string {
  return source
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A Markdown file's front matter (`key: value` lines between `---` fences) and its body. */
export function frontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error('the file must start with a front matter block');
  const fields = Object.fromEntries(
    match[1]!.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  return { fields, body: source.slice(match[0].length) };
}
