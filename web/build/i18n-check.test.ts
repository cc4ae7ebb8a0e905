// The check that keeps every string a user sees in a catalog: what it flags and what it leaves.
import { describe, expect, it } from 'vitest';
import { unwrappedStrings } from './i18n-check.ts';

const found = (source: string) => unwrappedStrings('/x/web/src/a.tsx', source).map((f) => f.text);

describe('i18n check: strings not in a catalog', () => {
  it('flags text between tags, user-facing attributes and fields, and toasts', () => {
    const source = `
      export function A() {
        toast.success('Saved your changes');
        button.textContent = 'Reload the page';
        const tabs = [{ label: 'My documents', id: 'docs' }];
        return <div><p>Hello there</p><input placeholder="Search documents" aria-label="Search" />{'Or this'}</div>;
      }`;
    expect(found(source)).toEqual(['Saved your changes', 'Reload the page', 'My documents', 'Hello there', 'Search documents', 'Search', 'Or this']);
  });

  it('leaves messages, technical values and marked exceptions', () => {
    const source = `
      export function A() {
        const { t } = useLingui();
        const tabs = [{ label: msg\`My documents\`, id: 'docs' }];
        toast.success(t\`Saved\`);
        return (
          <div className="card card--pad" role="region" data-state="open">
            <Trans>Hello <b>there</b></Trans>
            <Plural value={n} one="# point" other="# points" />
            <input placeholder={t\`Search documents\`} type="search" autoComplete="off" />
            {/* i18n-ignore: a code sample */}
            <code>npm start</code>
            <span> · </span>
          </div>
        );
      }`;
    expect(found(source)).toEqual([]);
  });
});
