import { describe, expect, it } from 'vitest';
import { readPersistRecord } from '../../../../../tools/domain-check/checks/validation/persist-record.ts';

describe('a _validation-persist record read as the CA reads it (draft-ietf-acme-dns-persist-02 §4.1, Boulder va/dns_persist.go)', () => {
  it('reads the issuer, the account, policy=wildcard in any case and persistUntil as a time', () => {
    expect(
      readPersistRecord(
        ' LetsEncrypt.org. ;accounturi=https://acme.test/acct/1 ; policy=WildCard; persistUntil=1893456000',
      ),
    ).toEqual({
      valid: true,
      authorization: {
        issuer: 'letsencrypt.org',
        accountUri: 'https://acme.test/acct/1',
        wildcard: true,
        persistUntil: '2030-01-01T00:00:00.000Z',
      },
    });
  });

  it('ignores a tag it does not know, whatever its value, and any policy but wildcard', () => {
    const reading = readPersistRecord('ca.example; future=two words; accounturi=a; policy=subdomains');
    expect(reading).toMatchObject({ valid: true, authorization: { accountUri: 'a', wildcard: false } });
  });

  it.each([
    ['', { kind: 'no-issuer' }],
    ['ca..example; accounturi=a', { kind: 'issuer-not-a-domain', issuer: 'ca..example' }],
    ['ca.example; accounturi=a;', { kind: 'empty-parameter' }],
    ['ca.example; accounturi', { kind: 'not-tag-value', parameter: 'accounturi' }],
    ['ca.example; =a', { kind: 'empty-tag', parameter: '=a' }],
    ['ca.example; accounturi=a; AccountURI=b', { kind: 'duplicate-parameter', tag: 'AccountURI' }],
    ['ca.example; accounturi=a b', { kind: 'bad-value', tag: 'accounturi', value: 'a b' }],
    ['ca.example; accounturi=ä', { kind: 'bad-value', tag: 'accounturi', value: 'ä' }],
    ['ca.example; policy=wildcard', { kind: 'missing-accounturi' }],
    ['ca.example; accounturi=', { kind: 'missing-accounturi' }],
    ['ca.example; accounturi=a; persistUntil=tomorrow', { kind: 'bad-persist-until', value: 'tomorrow' }],
  ])('rejects %j, naming what is wrong', (text, problem) => {
    expect(readPersistRecord(text)).toMatchObject({ valid: false, problem });
  });
});
