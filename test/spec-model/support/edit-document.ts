/**
 * Edits a parsed spec copy at a path of keys, as the tests of the changelog and the release guard
 * change one thing at a time: `editDocument(spec, ['paths', '/pets', 'get', 'summary'], 'List')`.
 * `undefined` deletes the key.
 */
export function editDocument(document: object, path: readonly (string | number)[], value: unknown): void {
  const keys = [...path];
  const last = keys.pop();
  if (last === undefined) throw new Error('editDocument needs a path');
  let node = document as Record<string | number, unknown>;
  for (const key of keys) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) throw new Error(`No object at ${path.join('.')}`);
    node = next as Record<string | number, unknown>;
  }
  if (value === undefined) Reflect.deleteProperty(node, last);
  else node[last] = value;
}
