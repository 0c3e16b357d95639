/**
 * The known key closest to a mistyped one, or undefined when none is close enough to be a fair guess.
 * @example suggestKey('stauts', ['from', 'to', 'status']) // 'status'
 */
export function suggestKey(unknown: string, known: readonly string[]): string | undefined {
  const typed = unknown.toLowerCase();
  let best: { key: string; distance: number } | undefined;
  for (const key of known) {
    const candidate = key.toLowerCase();
    // A prefix such as `platform` for `platformHost` is a fair guess however many letters are missing.
    const distance = typed.length >= 4 && candidate.startsWith(typed) ? 1 : editDistance(typed, candidate);
    if (best === undefined || distance < best.distance) best = { key, distance };
  }
  if (best === undefined) return undefined;
  const allowed = Math.max(1, Math.floor(Math.max(typed.length, best.key.length) / 3));
  return best.distance <= allowed ? best.key : undefined;
}

/** Optimal string alignment distance: Levenshtein plus swapping two neighbours (`stauts` → `status` is 1). */
export function editDistance(a: string, b: string): number {
  if (a.length > 100 || b.length > 100) return Math.max(a.length, b.length);
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, at(i - 2, j - 2) + 1);
      }
      row[j] = distance;
    }
  }
  return at(a.length, b.length);
}
