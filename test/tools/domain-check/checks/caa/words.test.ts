import { describe, expect, it } from 'vitest';
import { CAA_VERDICT_WORDS } from '../../../../../tools/domain-check/checks/caa/verdict-words.ts';
import { APEX_CAPABLE_HOSTS, DNS_HOSTS } from '../../../../../tools/domain-check/dns-hosts/index.ts';
import { dnsHostTermsOf } from '../../../../../tools/domain-check/dns-hosts/words.ts';

const set = {
  domain: 'docs.example.com',
  owner: 'example.com',
  alias: null,
  platformHost: 'sites.platform.test',
  issuer: 'letsencrypt.org',
  reading: 'boulder',
  otherReading: null,
} as const;
const throughAlias = { ...set, owner: 'cdn.example.net', alias: 'docs.example.com' };
const property = (value: string, flags = 0) => ({ flags, tag: 'issue', value });

describe('the caa check’s words', () => {
  it('add what the other reading would say only when it differs, naming that reading', () => {
    const allows = { ...set, property: property('letsencrypt.org') };
    expect(CAA_VERDICT_WORDS.CAA_ALLOWS_ISSUER.message(allows)).toBe(
      'The CAA set at example.com allows letsencrypt.org (0 issue "letsencrypt.org").',
    );
    const otherReading = { status: 'fail', code: 'CAA_MALFORMED' } as const;
    expect(CAA_VERDICT_WORDS.CAA_ALLOWS_ISSUER.message({ ...allows, otherReading })).toMatch(
      / The strict RFC 8659\/8657 reading would be a fail \(CAA_MALFORMED\)\.$/,
    );
    expect(
      CAA_VERDICT_WORDS.CAA_ALLOWS_ISSUER.message({ ...allows, issuer: 'pki.goog', reading: 'rfc', otherReading }),
    ).toMatch(/ Let’s Encrypt’s reading would be a fail \(CAA_MALFORMED\)\.$/);
    expect(CAA_VERDICT_WORDS.CAA_ALLOWS_ISSUER.message({ ...set, property: null })).toBe(
      'The CAA set at example.com has no "issue" property, so it does not restrict issuance for docs.example.com.',
    );
  });

  it('name the CNAME a set was reached through, and whose DNS host to ask', () => {
    const blocks = { issuers: ['sectigo.com'] };
    expect(CAA_VERDICT_WORDS.CAA_BLOCKS_ISSUER.message({ ...throughAlias, ...blocks })).toBe(
      'The CAA set at cdn.example.net (the CNAME target of docs.example.com) allows only sectigo.com, not letsencrypt.org, so the certificate cannot be issued.',
    );
    expect(CAA_VERDICT_WORDS.CAA_BLOCKS_ISSUER.fix({ ...throughAlias, ...blocks })).toBe(
      'Add the CAA record cdn.example.net. CAA 0 issue "letsencrypt.org" at the DNS host of cdn.example.net (keep the others you need). CAA follows the CNAME at docs.example.com to cdn.example.net: if cdn.example.net is not yours, ask whoever runs it, or point docs.example.com straight at sites.platform.test.',
    );
    expect(CAA_VERDICT_WORDS.CAA_BLOCKS_ISSUER.fix({ ...set, ...blocks })).toBe(
      'Add the CAA record example.com. CAA 0 issue "letsencrypt.org" at your DNS host (keep the others you need).',
    );
    expect(CAA_VERDICT_WORDS.CAA_BLOCKS_ISSUER.message({ ...set, issuers: [] })).toBe(
      'The CAA set at example.com has "issue" properties that name no certificate authority, so letsencrypt.org cannot issue.',
    );
  });

  it('say how each reading breaks a malformed value, and what to write instead', () => {
    const tag = { ...set, property: property('letsencrypt.org; foo-bar=1'), suggestion: null };
    const problem = { kind: 'tag', text: 'foo-bar' } as const;
    expect(CAA_VERDICT_WORDS.CAA_MALFORMED.message({ ...tag, problem })).toBe(
      'The CAA record 0 issue "letsencrypt.org; foo-bar=1" at example.com is malformed as Let’s Encrypt reads it: a tag has a character other than letters, digits, "foo-bar". It authorizes nobody, and no other record allows letsencrypt.org.',
    );
    expect(CAA_VERDICT_WORDS.CAA_MALFORMED.message({ ...tag, reading: 'rfc', issuer: 'pki.goog', problem })).toContain(
      ' is malformed: a tag has a character other than letters, digits and inner hyphens, "foo-bar".',
    );
    const empty = { ...tag, problem: { kind: 'empty-parameter', text: '' } } as const;
    expect(CAA_VERDICT_WORDS.CAA_MALFORMED.message(empty)).toContain(
      ': a parameter is empty (";" at the end, or ";;"). It authorizes nobody',
    );
    expect(CAA_VERDICT_WORDS.CAA_MALFORMED.fix(empty)).toBe(
      'Write it as example.com. CAA 0 issue "letsencrypt.org", adding parameters as ; tag=value.',
    );
    expect(CAA_VERDICT_WORDS.CAA_MALFORMED.fix({ ...empty, suggestion: 'letsencrypt.org; a=1' })).toBe(
      'Write it as example.com. CAA 0 issue "letsencrypt.org; a=1".',
    );
  });

  it('note that Let’s Encrypt reads flags 1 as critical only when no property sets 128', () => {
    const critical = (flags: number) =>
      CAA_VERDICT_WORDS.CAA_CRITICAL_UNKNOWN_TAG.message({
        ...set,
        properties: [{ flags, tag: 'contactemail', value: 'a@example.com' }],
      });
    expect(critical(1)).toMatch(/so no certificate is issued\. Let’s Encrypt reads flags 1 as critical\.$/);
    expect(critical(128)).toMatch(/so no certificate is issued\.$/);
  });

  it('list every condition a record sets, and the platform’s own setting a record refuses', () => {
    const params = {
      ...set,
      property: property('letsencrypt.org; accounturi=https://ca.example/acct/1; validationmethods=dns-01'),
      restrictions: [
        { kind: 'account', accountUri: 'https://ca.example/acct/1' },
        { kind: 'methods', methods: ['dns-01'] },
      ],
    } as const;
    expect(CAA_VERDICT_WORDS.CAA_ACCOUNTURI_UNCONFIRMED.message(params)).toContain(
      ' allows letsencrypt.org only for the ACME account https://ca.example/acct/1 and only with the validation method dns-01 (RFC 8657).',
    );
    expect(CAA_VERDICT_WORDS.CAA_ACCOUNTURI_UNCONFIRMED.fix(params)).toBe(
      'Confirm with the platform that its ACME account is exactly https://ca.example/acct/1 (then pass --acme-account-uri), or change accounturi. Confirm with the platform that it validates with dns-01 (then pass --validation-method), or change validationmethods. The record is at example.com.',
    );
    const refusal = { kind: 'methods-mismatch', methods: ['dns-01'], setting: 'http-01' } as const;
    expect(
      CAA_VERDICT_WORDS.CAA_VALIDATIONMETHODS_MISMATCH.message({ ...set, property: params.property, refusal }),
    ).toContain(
      ' names letsencrypt.org, but its validationmethods lacks the platform’s method (the platform’s: http-01).',
    );
    expect(
      CAA_VERDICT_WORDS.CAA_VALIDATIONMETHODS_UNSATISFIABLE.message({
        ...set,
        property: params.property,
        refusal: { kind: 'methods-empty' },
      }),
    ).toContain(' names letsencrypt.org, but its validationmethods is empty. It authorizes nobody');
  });

  it('say, at a host that adds CAA records of its own, which records of the set its panel does not list, and that the platform’s CA needs its own', () => {
    const cloudflare = DNS_HOSTS.find((entry) => entry.id === 'cloudflare');
    if (!cloudflare) throw new Error('cloudflare');
    const atHost = {
      ...set,
      dnsHost: dnsHostTermsOf(cloudflare, APEX_CAPABLE_HOSTS),
      issuers: ['digicert.com', 'pki.goog'],
    };
    expect(CAA_VERDICT_WORDS.CAA_BLOCKS_ISSUER.message(atHost)).toBe(
      'The CAA set at example.com allows only digicert.com, pki.goog, not letsencrypt.org, so the certificate cannot be issued. The records for pki.goog are ones Cloudflare adds of its own, so its panel does not list them.',
    );
    expect(CAA_VERDICT_WORDS.CAA_BLOCKS_ISSUER.fix(atHost)).toBe(
      'Add the CAA record example.com. CAA 0 issue "letsencrypt.org" at your DNS host (keep the others you need). Cloudflare adds CAA records of its own for the certificate authorities it uses (pki.goog, letsencrypt.org, ssl.com, sectigo.com) when Universal SSL or advanced certificates are on and the zone has any CAA record; its panel does not list them. Do not count on them for letsencrypt.org: add the record above yourself.',
    );
    // Without a host, the words stay generic.
    expect(CAA_VERDICT_WORDS.CAA_BLOCKS_ISSUER.fix(set)).toBe(
      'Add the CAA record example.com. CAA 0 issue "letsencrypt.org" at your DNS host (keep the others you need).',
    );
  });
});
