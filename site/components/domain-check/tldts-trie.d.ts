// The flat Public Suffix trie inside tldts (no types ship for this internal module). Read at build
// time by public-suffix-rules.ts; its shape is pinned by test/site/components/domain-check/public-suffix.test.ts.
declare module 'tldts/dist/es6/src/data/trie.js' {
  export const nodeFlags: Uint8Array;
  export const edgeStart: Uint16Array | Uint32Array;
  export const edgeLength: Uint8Array;
  export const edgeChild: Uint16Array | Uint32Array;
  export const labelText: string;
  export const rulesRoot: number;
  export const exceptionsRoot: number;
}
