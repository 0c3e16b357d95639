import { describe, expect, it } from 'vitest';

import { countRoute, describeRoutes, isRouteTiming, readRouteLine } from '../../scripts/build-output.ts';

describe("what npm start shows of astro build's route lines", () => {
  it('reads a route line, with or without its time', () => {
    expect(readRouteLine('15:24:10   ├─ /guides/limits/index.html (+7ms) ')).toEqual({
      path: '/guides/limits/index.html',
      rest: '',
    });
    expect(readRouteLine('  └─ /tools/domain-check/public-suffixes/ac.json (+2ms)')?.path).toBe(
      '/tools/domain-check/public-suffixes/ac.json',
    );
  });

  it('keeps a warning that Astro printed on the same line as a route', () => {
    expect(readRouteLine('15:24:10   ├─ /404.html15:24:10 [WARN] [content] Entry docs → 404 was not found.')).toEqual({
      path: '/404.html',
      rest: '15:24:10 [WARN] [content] Entry docs → 404 was not found.',
    });
  });

  it('drops the timing a warning pushed onto a line of its own', () => {
    expect(isRouteTiming(' (+15ms) ')).toBe(true);
    expect(isRouteTiming('15:25:09 ✓ Completed in 1.28s.')).toBe(false);
  });

  it('passes every other line through', () => {
    expect(readRouteLine('15:24:15 [build] 16 page(s) built in 39.82s')).toBeUndefined();
    expect(readRouteLine(' generating static routes ')).toBeUndefined();
  });

  it('counts pages apart from other files, in one line', () => {
    const count = ['/index.html', '/llms.txt', '/a.json', '/b.json'].reduce(countRoute, { pages: 0, files: 0 });
    expect(count).toEqual({ pages: 1, files: 3 });
    expect(describeRoutes(count)).toContain('wrote 1 page and 3 other files');
  });
});
