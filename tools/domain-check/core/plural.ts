/**
 * Count-aware words for messages, so that none says "domain(s)": English's plural rules as
 * `Intl.PluralRules` knows them (1 is "one", everything else, 0 included, "other").
 */
const ENGLISH = new Intl.PluralRules('en');

/** The noun in its form for `count`: `record` for 1, `records` otherwise. */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return ENGLISH.select(count) === 'one' ? one : other;
}

/** The count and its noun: `1 domain`, `2 domains`, `0 queries` (with `other` = `queries`). */
export function counted(count: number, one: string, other = `${one}s`): string {
  return `${count} ${nounFor(count, one, other)}`;
}
