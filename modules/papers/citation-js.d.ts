// The part of citation-js (no bundled types) that references.ts uses.
declare module 'citation-js' {
  export default class Cite {
    constructor(data: object[]);
    static plugins: { config: { get(name: '@csl'): { templates: { add(name: string, xml: string): void } } } };
    format(kind: 'bibliography', options: { format: 'text'; template: string; lang: string; asEntryArray: true }): [string, string][];
  }
}
