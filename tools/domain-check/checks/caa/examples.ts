import type { CheckExamples } from '../../findings/example-facts.ts';

/** An ACME account URI as RFC 8657 §3 writes one, on a reserved name. */
const accountUri = 'https://acme.example.net/acct/1';

/** An example of each caa finding for its section on the findings page: the params the check would give. */
export const CAA_EXAMPLES: CheckExamples<'caa'> = ({ domain, ns1, ns2, caaIssuer, platformHost }) => {
  const caaVerdict = {
    domain,
    owner: domain,
    alias: null,
    platformHost,
    issuer: caaIssuer,
    reading: 'boulder',
    otherReading: null,
    dnsHost: null,
  } as const;
  const caaRecord = (tag: string, value: string) => ({ ...caaVerdict, property: { flags: 0, tag, value } });
  return {
    CAA_NONE: { domain },
    CAA_ALLOWS_ISSUER: { ...caaVerdict, property: { flags: 0, tag: 'issue', value: caaIssuer } },
    CAA_BLOCKS_ISSUER: { ...caaVerdict, issuers: ['ca.example.net'] },
    CAA_MALFORMED: {
      ...caaRecord('issue', `${caaIssuer};`),
      problem: { kind: 'empty-parameter', text: ';' },
      suggestion: caaIssuer,
    },
    CAA_ISSUER_NOT_EXACT: caaRecord('issue', caaIssuer.toUpperCase()),
    CAA_ACCOUNTURI_UNCONFIRMED: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=${accountUri}`),
      restrictions: [{ kind: 'account', accountUri: accountUri }],
    },
    CAA_ACCOUNTURI_MISMATCH: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=${accountUri}`),
      refusal: {
        kind: 'account-mismatch',
        accountUri: accountUri,
        setting: 'https://acme.example.net/acct/2',
      },
    },
    CAA_ACCOUNTURI_UNSATISFIABLE: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=`),
      refusal: { kind: 'account-empty' },
    },
    CAA_VALIDATIONMETHODS_UNCONFIRMED: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=dns-01`),
      restrictions: [{ kind: 'methods', methods: ['dns-01'] }],
    },
    CAA_VALIDATIONMETHODS_MISMATCH: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=dns-01`),
      refusal: { kind: 'methods-mismatch', methods: ['dns-01'], setting: 'http-01' },
    },
    CAA_VALIDATIONMETHODS_UNSATISFIABLE: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=`),
      refusal: { kind: 'methods-empty' },
    },
    CAA_VALIDATIONMETHODS_UNDEFINED: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=http-01; validationmethods=dns-01`),
      restrictions: [{ kind: 'methods-undefined' }],
    },
    CAA_CRITICAL_UNKNOWN_TAG: { ...caaVerdict, properties: [{ flags: 128, tag: 'tbs', value: 'unknown' }] },
    CAA_LOOKUP_FAILED: { name: domain, detail: 'SERVFAIL' },
    CAA_DNS_HOST_FAILS: {
      name: domain,
      answers: [
        { server: ns1.address, rcode: 'SERVFAIL' },
        { server: ns2.address, rcode: 'SERVFAIL' },
      ],
    },
  };
};
