// The server-rendered head of a public page: whatever a user typed into a title or description appears
// literally, never as a replacement pattern or as markup.
import { describe, expect, it } from 'vitest';
import { withPageMeta } from './page-meta.ts';

const INDEX = '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body></body></html>';

describe('withPageMeta', () => {
  it('writes $&, $1, $` and $\' in a title, description and JSON-LD literally', () => {
    const tricky = "$& $` $' $1 $$";
    const inHtml = "$&amp; $` $' $1 $$";
    const html = withPageMeta(INDEX, { title: tricky, description: `About ${tricky}`, jsonLd: { name: tricky } }, 'https://x.test/documents/a');
    expect(html).toContain(`<title>${inHtml} | Studyhall</title>`);
    expect(html).toContain(`<meta name="description" content="About ${inHtml}" />`);
    expect(html).toContain(`<meta property="og:title" content="${inHtml} | Studyhall" />`);
    expect(html).toContain(`"name":"${tricky}"`);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('escapes markup in what users write', () => {
    const html = withPageMeta(INDEX, { title: '</title><script>x()</script>', jsonLd: { name: '</script><script>y()</script>' } }, 'https://x.test/');
    expect(html).not.toContain('<script>x()');
    expect(html).not.toContain('</script><script>y()');
  });
});
