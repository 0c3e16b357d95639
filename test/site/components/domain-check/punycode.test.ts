import fc from 'fast-check';
import punycode from 'punycode/punycode.js';
import { describe, expect, test } from 'vitest';

import { decode, toUnicode } from '../../../../site/components/domain-check/punycode.ts';

/** What a call returns, or the class of error it throws: the stand-in must throw where the package does. */
function outcome(run: () => string): string {
  try {
    return `ok ${run()}`;
  } catch (error) {
    return `throws ${error instanceof Error ? error.name : String(error)}`;
  }
}

/** Labels a DNS answer or a user can hold: letters, digits and hyphens, some of them real A-labels. */
const asciiLabel = fc.stringMatching(/^[a-zA-Z0-9-]{0,30}$/);
const aLabel = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .map((text) => `xn--${punycode.toASCII(text).replace(/^xn--/, '')}`);

describe('the browser Punycode stand-in', () => {
  test('decodes the RFC 3492 §7.1 samples and a German one as the package does', () => {
    for (const encoded of ['bcher-kva', 'egbpdaj6bu4bxfgehfvwxn', 'ihqwcrb4cv8a8dqg056pqjye', '-> $1.00 <--']) {
      expect(outcome(() => decode(encoded))).toBe(outcome(() => punycode.decode(encoded)));
    }
    expect(toUnicode('docs.xn--bcher-kva.example')).toBe('docs.bücher.example');
    // The package reads only a lower-case prefix; the stand-in once decoded `Xn--` too.
    expect(toUnicode('ok Xn--.Xn--bcher-kva')).toBe(punycode.toUnicode('ok Xn--.Xn--bcher-kva'));
  });

  test('decodes any label, and turns any name to Unicode, exactly as the punycode package does', () => {
    fc.assert(
      fc.property(fc.oneof(asciiLabel, aLabel, fc.string({ maxLength: 20 })), (label) => {
        const bare = label.replace(/^xn--/, '');
        expect(outcome(() => decode(bare))).toBe(outcome(() => punycode.decode(bare)));
      }),
      { seed: 3492, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(asciiLabel, aLabel), { minLength: 1, maxLength: 4 }), (labels) => {
        const name = labels.join('.');
        expect(outcome(() => toUnicode(name))).toBe(outcome(() => punycode.toUnicode(name)));
      }),
      // Seeded, as every property test here: a run is repeatable.
      { seed: 3492, numRuns: 1000 },
    );
  });
});
