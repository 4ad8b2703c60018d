// The one piece of jsdom's API the Mermaid helper uses (jsdom ships no types; @types/jsdom follows
// jsdom 30, which needs Node 22).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
