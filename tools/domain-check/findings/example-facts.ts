/**
 * What the examples of the findings page are made of: the params a check would give, built from
 * these facts, which the tool's own formatter turns into the message and fix the CLI prints. Every
 * name and address is a reserved example (RFC 2606, RFC 5737, RFC 3849), except the platform's: its
 * host, TTL, dashboard and certificate authority are those of the profile the page is built for.
 */
import { APEX_CAPABLE_HOSTS, DNS_HOSTS } from '../dns-hosts/index.ts';
import { dnsHostTermsOf, type DnsHostTerms } from '../dns-hosts/words.ts';
import type { CheckWords } from './check-words.ts';
import type { PlatformProfile } from '../platform/profile.ts';

const domain = 'docs.example.com';
const nameservers = ['ns1.example.net', 'ns2.example.net'];

/** The facts every example is made from, for the platform the site's settings give. */
export function exampleFacts(platform: PlatformProfile) {
  // The host whose words the examples of host-worded fixes show: one with a proxy and CNAME flattening.
  const exampleHost = DNS_HOSTS.find((host) => host.proxy !== undefined);
  if (!exampleHost) throw new Error('the DNS host table has no host with a proxy mode');
  const dnsHost: DnsHostTerms = dnsHostTermsOf(exampleHost, APEX_CAPABLE_HOSTS);
  return {
    platform,
    platformHost: platform.cnameHost,
    /** Where the dashboard keeps the domains, in the platform's words. */
    domainsSettings: platform.dashboard.domainsSettings,
    domain,
    apex: 'example.com',
    redirectSource: 'www.example.com',
    resolver: '192.0.2.53',
    servedBy: { hosts: ['example.net'], nameservers },
    ns1: { name: 'ns1.example.net', address: '192.0.2.1' },
    ns2: { name: 'ns2.example.net', address: '192.0.2.2' },
    /** The certificate authority domain-check asks about unless told otherwise (`--ca`): the platform's first. */
    caaIssuer: platform.certificateAuthorities[0].issuerDomain,
    dnsHost,
    certificate: {
      subject: domain,
      issuer: 'Example CA',
      sans: [domain],
      validFrom: '2026-10-01T00:00:00.000Z',
      validTo: '2026-12-30T00:00:00.000Z',
      fingerprint256: 'AB:CD:EF',
    },
    servers: { addresses: ['192.0.2.10', '2001:db8::10'], port: 443 },
  };
}

export type ExampleFacts = ReturnType<typeof exampleFacts>;

/** The params each code's words are made from: one example of each, made from the facts. */
export type ExamplesOf<Words> = (facts: ExampleFacts) => {
  readonly [Code in keyof Words]: Words[Code] extends { message: (params: infer Params) => string } ? Params : never;
};

/** An example of each code of a check, by the words its folder gives (checks/<id>/words.ts). */
export type CheckExamples<Id extends keyof CheckWords> = ExamplesOf<CheckWords[Id]>;
