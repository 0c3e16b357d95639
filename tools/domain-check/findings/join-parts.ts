/** The parts joined into one type: every part's keys, each with its own value type. */
export type Joined<Parts extends readonly object[]> = Parts extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & Joined<Rest>
  : unknown;

/**
 * One object of the parts (one file per check each). Callers mark the call pure, and it is a call
 * rather than an object spread, so that a bundle that uses none of it drops it all.
 */
export function joinParts<Parts extends readonly object[]>(...parts: Parts): Joined<Parts> {
  return Object.assign({}, ...parts) as Joined<Parts>;
}
