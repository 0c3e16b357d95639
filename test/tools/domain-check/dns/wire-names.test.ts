import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeQuery } from '../../../../tools/domain-check/dns/codec.ts';
import {
  encodeName,
  isSameOrSubdomain,
  readWireNames,
  splitLabels,
} from '../../../../tools/domain-check/dns/wire-names.ts';
import { cnameData, encodeResponse, TYPE, wireName } from '../support/wire-message.ts';

const query = encodeQuery({
  id: 7,
  name: 'docs.example.com',
  type: 'CNAME',
  recursionDesired: true,
  checkingDisabled: false,
});

describe('names read from the wire', () => {
  it('keeps a dot inside a label as \\. (RFC 1035 §5.1), so it is not the platform host', () => {
    const response = encodeResponse(query, [
      { owner: ['docs', 'example', 'com'], type: TYPE.CNAME, data: cnameData(['pages.platform', 'example']) },
    ]);
    const message = decodeMessage(response);
    expect(message?.answers[0]).toMatchObject({
      name: 'docs.example.com',
      data: 'pages\\.platform.example.',
      target: 'pages\\.platform.example',
    });
    expect(message?.answers[0]?.target).not.toBe('pages.platform.example');
  });

  it('writes a backslash, a space and bytes outside printable ASCII as escapes, lower-casing ASCII only', () => {
    const label = Uint8Array.from([0x41, 0x5c, 0x20, 0x1b, 0x9b, 0xc3, 0x89]);
    const message = decodeMessage(
      encodeResponse(query, [
        { owner: ['docs', 'example', 'com'], type: TYPE.CNAME, data: cnameData([label, 'test']) },
      ]),
    );
    expect(message?.answers[0]?.target).toBe('a\\\\\\032\\027\\155\\195\\137.test');
  });

  it('refuses a compression pointer that points forwards or at itself', () => {
    const response = Buffer.from(
      encodeResponse(query, [
        { owner: Uint8Array.from([0xc0, 0x00]), type: TYPE.CNAME, data: cnameData(['a', 'test']) },
      ]),
    );
    // Point the owner at itself: a loop that must not hang.
    const ownerOffset = response.length - (2 + 10 + cnameData(['a', 'test']).length);
    response.writeUInt16BE(0xc000 | ownerOffset, ownerOffset);
    expect(() => readWireNames(response)).toThrow(/backwards/);
    expect(decodeMessage(response)).toBeUndefined();
  });

  it('encodes a name with escapes back into the same labels', () => {
    expect([...encodeName('pages\\.platform.example')]).toEqual([...wireName(['pages.platform', 'example'])]);
    expect([...encodeName('\\027x.test.')]).toEqual([...wireName([Uint8Array.from([0x1b, 0x78]), 'test'])]);
    expect(() => encodeName(`${'a'.repeat(64)}.test`)).toThrow(/cannot carry/);
  });

  it('round-trips any labels through presentation form', () => {
    const label = fc.uint8Array({ minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), (labels) => {
        const response = encodeResponse(query, [
          { owner: ['docs', 'example', 'com'], type: TYPE.CNAME, data: cnameData(labels) },
        ]);
        const names = readWireNames(response);
        const target = names.records[0]?.rdata[0] ?? '';
        expect(splitLabels(target)).toHaveLength(labels.length);
        expect([...encodeName(target)]).toEqual([...wireName(labels)]);
      }),
      { seed: 20261124, numRuns: 200 },
    );
  });
});

describe('isSameOrSubdomain', () => {
  it.each([
    ['docs.example.com', 'example.com', true],
    ['example.com', 'example.com', true],
    ['DOCS.Example.COM', 'example.com', true],
    ['docs\\.example.com', 'example.com', false],
    ['a.docs\\.example.com', 'docs\\.example.com', true],
    ['badexample.com', 'example.com', false],
    ['docs.example.com', '.', true],
  ])('%s under %s: %s', (name, zone, expected) => {
    expect(isSameOrSubdomain(name, zone)).toBe(expected);
  });
});
