// A page's language: ?lang (remembered), the cookie, Accept-Language by weight, English; and the head that says so.
import { describe, expect, it } from 'vitest';
import { addressIn, fromAcceptLanguage, withLanguage } from './language.ts';

describe('the visitor language', () => {
  it('takes the first language of Accept-Language we speak, by weight', () => {
    expect(fromAcceptLanguage('de-AT,de;q=0.9,en;q=0.5')).toBe('de');
    expect(fromAcceptLanguage('it-IT,it;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(fromAcceptLanguage('en;q=0.4,es;q=0.8')).toBe('es');
    expect(fromAcceptLanguage('es;q=0,fr')).toBe('fr');
    expect(fromAcceptLanguage('ja,zh')).toBeNull();
    expect(fromAcceptLanguage(undefined)).toBeNull();
  });

  it('writes <html lang> and, on a public page, an address per language with English as x-default', () => {
    const shell = '<html lang="en"><head><title>x</title></head><body></body></html>';
    const html = withLanguage(shell, 'de', { publicUrl: 'https://studyhall.example', path: '/documents' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<link rel="alternate" hreflang="de" href="https://studyhall.example/documents?lang=de" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://studyhall.example/documents" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://studyhall.example/documents" />');
    expect(withLanguage(shell, 'fr', null)).not.toContain('hreflang');
    const withMessages = withLanguage(shell, 'de', null, '{"de/app-x.js":{"a":["</script>Über"]}}');
    expect(withMessages).toContain('<script type="application/json" id="studyhall-messages">{"de/app-x.js":{"a":["\\u003c/script>Über"]}}</script>');
    expect(addressIn('/about', 'es')).toBe('/about?lang=es');
    expect(addressIn('/about', 'en')).toBe('/about');
  });
});
