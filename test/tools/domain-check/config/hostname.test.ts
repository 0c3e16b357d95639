import { describe, expect, it } from 'vitest';
import { ConfigError, describeHostname, normaliseHostname } from '../../../../tools/domain-check/config/index.ts';

function rejection(input: string): ConfigError {
  try {
    normaliseHostname(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`${input} was accepted`);
}

describe('normaliseHostname', () => {
  it('lower-cases a hostname', () => {
    expect(normaliseHostname('Docs.EXAMPLE.com')).toEqual({ ascii: 'docs.example.com', unicode: 'docs.example.com' });
  });

  it('strips one trailing dot', () => {
    expect(normaliseHostname('docs.example.com.').ascii).toBe('docs.example.com');
  });

  it('rejects two trailing dots', () => {
    expect(rejection('docs.example.com..').issues[0]?.message).toContain('more than one dot');
  });

  it('trims surrounding spaces but rejects a space inside', () => {
    expect(normaliseHostname('  docs.example.com \n').ascii).toBe('docs.example.com');
    expect(rejection('docs .example.com').issues[0]?.message).toContain('contains a space');
  });

  it('turns a Unicode (IDN) hostname into Punycode and keeps both forms', () => {
    expect(normaliseHostname('Bücher.Example.')).toEqual({ ascii: 'xn--bcher-kva.example', unicode: 'bücher.example' });
    expect(normaliseHostname('xn--bcher-kva.example')).toEqual({
      ascii: 'xn--bcher-kva.example',
      unicode: 'bücher.example',
    });
  });

  it('applies the UTS #46 mapping browsers use, such as full-width letters and dots', () => {
    expect(normaliseHostname('ｄｏｃｓ。example。com').ascii).toBe('docs.example.com');
    expect(normaliseHostname('faß.de').ascii).toBe('xn--fa-hia.de');
  });

  it('accepts labels of 63 characters and names of 253', () => {
    const label = 'a'.repeat(63);
    expect(normaliseHostname(`${label}.example.com`).ascii).toHaveLength(75);
    const name = `${label}.${label}.${label}.${'a'.repeat(61)}`;
    expect(normaliseHostname(name).ascii).toHaveLength(253);
    expect(rejection(`${name}a`).issues[0]?.message).toContain('at most 253');
  });

  it.each([
    ['https://docs.example.com', 'remove "https://"'],
    ['docs.example.com/guide', 'remove "/guide"'],
    ['docs.example.com:8080', 'remove ":8080"'],
    ['user@docs.example.com', 'contains "@"'],
    ['192.0.2.1', 'IP address'],
    ['[2001:db8::1]', 'IPv6 address'],
    ['2001:db8::1', 'IPv6 address'],
    ['example.123', 'ends in a number'],
    ['１２７.０.０.１', 'IP address'],
    ['*.example.com', 'wildcard'],
    ['docs..example.com', 'empty label'],
    ['.example.com', 'starts with a dot'],
    ['.', 'no labels'],
    ['', 'is empty'],
    ['docs_site.example.com', '"_"'],
    ['docs!.example.com', '"!"'],
    ['-docs.example.com', 'hyphen'],
    ['docs-.example.com', 'hyphen'],
    ['ü-.example', 'hyphen'],
    ['xn--zz.example', 'not valid Punycode'],
    ['localhost', 'single label'],
    ['bücher', 'single label'],
    ['a\u200d.example.com', 'not a valid internationalised domain name'],
  ])('rejects %j: %s', (input, words) => {
    const error = rejection(input);
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toBe('');
    expect(error.issues[0]?.message).toContain(words);
    expect(error.message).toContain(words);
  });

  it('offers the bare hostname hidden in a URL', () => {
    expect(rejection('HTTPS://Docs.Example.com:443/guide?x=1').issues[0]?.message).toContain(
      'write just the hostname: "docs.example.com"',
    );
  });
});

describe('describeHostname', () => {
  it('shows the Unicode form with the ASCII form beside it', () => {
    expect(describeHostname('www.xn--bcher-kva.example')).toBe('www.bücher.example (www.xn--bcher-kva.example)');
  });

  it('shows an ASCII-only hostname as it is', () => {
    expect(describeHostname('docs.example.com')).toBe('docs.example.com');
  });
});
