/**
 * What `npm start` shows of `astro build`: everything Astro prints but the one line per generated
 * route. The build writes a Public Suffix rule file per top-level domain for the checker page (over
 * two hundred routes), and a line for each buried the warnings and the summary a reader needs. The
 * route lines are counted instead, and one line says how many of each kind were written.
 */

/** `15:24:10   ├─ /guides/limits/index.html (+7ms)`, with or without the time in front. */
const ROUTE_LINE = /^(?:\d\d:\d\d:\d\d\s+)?\s*[├└]─ (\/\S*?\.[a-z]+)(?=\s|\d\d:\d\d:\d\d|$)/;

export interface RouteCount {
  pages: number;
  files: number;
}

/** Sorts a route path into a page (an HTML file) or another file (JSON, text, YAML). */
export function countRoute(count: RouteCount, path: string): RouteCount {
  return path.endsWith('.html') ? { ...count, pages: count.pages + 1 } : { ...count, files: count.files + 1 };
}

/**
 * Splits a route line from what Astro prints after it on the same line (a warning can land there
 * when two writers share the terminal): returns the route's path and the rest, or undefined for a
 * line that is not a route.
 */
export function readRouteLine(line: string): { path: string; rest: string } | undefined {
  const match = ROUTE_LINE.exec(line);
  if (!match?.[1]) return undefined;
  const path = match[1];
  const rest = line.slice(line.indexOf(path) + path.length).replace(/^\s*(?:\(\+\d+ms\))?\s*/, '');
  return { path, rest };
}

/** The timing Astro prints after a route, left alone on its line when a warning came between. */
export function isRouteTiming(line: string): boolean {
  return /^\s*\(\+\d+ms\)\s*$/.test(line);
}

export function describeRoutes(count: RouteCount): string {
  const pages = `${String(count.pages)} ${count.pages === 1 ? 'page' : 'pages'}`;
  const files = `${String(count.files)} ${count.files === 1 ? 'other file' : 'other files'}`;
  return `  wrote ${pages} and ${files} (Markdown twins, llms.txt, the spec, Public Suffix rules)`;
}
