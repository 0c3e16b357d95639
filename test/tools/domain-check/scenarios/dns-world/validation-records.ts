import { defineScenarios } from '../scenario.ts';

const PERSIST = 'draft-ietf-acme-dns-persist-02 §4.1, §4.3.3; CA/B Forum ballot SC-088v3 (3.2.2.4.22)';

/**
 * Standing authorizations in DNS: a `_validation-persist` record lets an ACME account get certificates
 * for as long as it stays, and an `_acme-challenge` CNAME hands dns-01 validation to another zone.
 * The owner should know who holds them, and the record to delete once the domain leaves.
 */
export default defineScenarios([
  {
    title: 'a _validation-persist record for another CA’s account is named, with whom it lets issue and until when',
    source: PERSIST,
    zone: 'persistforeign.test',
    domain: 'docs.persistforeign.test',
    delegation: ['alpha'],
    records:
      'docs CNAME cname.platform.test.\n_validation-persist.docs TXT "ca.example; accounturi=https://ca.example/acct/42; policy=wildcard; persistUntil=1893456000"',
    expect: {
      status: 'ready',
      problems: ['VALIDATION_PERSIST_FOREIGN'],
      fixes: [
        {
          check: 'validation',
          messageIs:
            "_validation-persist.docs.persistforeign.test lets whoever holds the ACME account https://ca.example/acct/42 at ca.example get certificates for docs.persistforeign.test, its subdomains and *.docs.persistforeign.test until 2030-01-01 00:00 UTC: ca.example is not the platform's certificate authority.",
        },
      ],
    },
  },
  {
    title:
      'a _validation-persist record for the platform’s CA is named for confirmation when the platform’s account is not given',
    source: PERSIST,
    zone: 'persistplatform.test',
    domain: 'docs.persistplatform.test',
    delegation: ['alpha'],
    records:
      'docs CNAME cname.platform.test.\n_validation-persist.docs TXT "letsencrypt.org; accounturi=https://acme-v02.api.letsencrypt.org/acme/acct/1"',
    expect: {
      status: 'ready',
      problems: ['VALIDATION_PERSIST_FOREIGN'],
      fixes: [{ check: 'validation', messageSays: ["the platform's ACME account was not given (--acme-account-uri)"] }],
    },
  },
  {
    title: 'a malformed _validation-persist record is named with what is wrong',
    source: `${PERSIST}; Boulder va/dns_persist.go`,
    zone: 'persistmalformed.test',
    domain: 'docs.persistmalformed.test',
    delegation: ['alpha'],
    records:
      'docs CNAME cname.platform.test.\n_validation-persist.docs TXT "letsencrypt.org; accounturi=https://acme-v02.api.letsencrypt.org/acme/acct/1;"',
    expect: {
      status: 'ready',
      problems: ['VALIDATION_PERSIST_MALFORMED'],
      fixes: [{ check: 'validation', messageSays: ['letsencrypt.org rejects', 'an empty parameter'] }],
    },
  },
  {
    title: 'an _acme-challenge CNAME left behind is named with the zone it hands validation to',
    source: 'RFC 8555 §8.4',
    zone: 'acmeleftover.test',
    domain: 'docs.acmeleftover.test',
    delegation: ['alpha'],
    records: 'docs CNAME cname.platform.test.\n_acme-challenge.docs CNAME docs.acme-delegate.platform.test.',
    expect: {
      status: 'ready',
      problems: ['ACME_CHALLENGE_LEFTOVER'],
      fixes: [{ check: 'validation', messageSays: ['is a CNAME to docs.acme-delegate.platform.test'] }],
    },
  },
]);
