/**
 * Every finding code domain-check can emit, with the words for its section on the site page
 * "domain-check findings". Checks decide *what* is wrong (code, status, evidence); this module holds the
 * general explanation and fix that the site renders. A test asserts every emitted code is listed here.
 */

/** The DNS checks, then the live checks (`check --live`, `watch`, `remove-plan`). */
export type CheckId =
  | 'hostname'
  | 'zone'
  | 'nameservers'
  | 'cname'
  | 'apex'
  | 'conflicts'
  | 'caa'
  | 'propagation'
  | 'ttl'
  | 'dnssec'
  | 'tls'
  | 'redirect'
  | 'primary';

export interface CatalogEntry {
  readonly check: CheckId | 'any';
  readonly title: string;
  /** One paragraph: what the finding means. */
  readonly explanation: string;
  /** What to do about it; empty when nothing needs doing. */
  readonly fix: string;
}

export const FINDINGS_CATALOG = {
  HOSTNAME_OK: {
    check: 'hostname',
    title: 'Hostname is valid',
    explanation:
      'The domain is a syntactically valid hostname: letters, digits and hyphens, labels of 1–63 characters.',
    fix: '',
  },
  HOSTNAME_INVALID: {
    check: 'hostname',
    title: 'Hostname is not valid',
    explanation:
      'The domain is not a hostname that DNS can hold: it has an empty or over-long label, a character outside letters, digits and hyphens, or is longer than 253 characters.',
    fix: 'Enter the bare hostname, such as docs.example.com, without a scheme, path or port.',
  },
  ZONE_APEX: {
    check: 'zone',
    title: 'Apex domain',
    explanation:
      'The domain is the apex of its DNS zone (its SOA record lives there). An apex cannot hold a CNAME, so it needs an ALIAS or ANAME record.',
    fix: '',
  },
  ZONE_SUBDOMAIN: {
    check: 'zone',
    title: 'Subdomain',
    explanation: 'The domain is a name inside a zone, so it takes a CNAME record pointing to the platform host.',
    fix: '',
  },
  ZONE_DELEGATED_SUBDOMAIN: {
    check: 'zone',
    title: 'Delegated subdomain',
    explanation:
      'The Public Suffix List says this is a subdomain, but DNS delegates it as a zone of its own, so it is the apex of that zone. domain-check trusts DNS: the domain cannot hold a CNAME and needs an ALIAS or ANAME record at the DNS host of that zone.',
    fix: 'Create an ALIAS or ANAME record at the apex of the delegated zone, at the DNS host that serves it.',
  },
  ZONE_NOT_REGISTERED: {
    check: 'zone',
    title: 'Domain not registered?',
    explanation:
      'The registrable domain does not exist in DNS (NXDOMAIN). It is either not registered, expired, or its nameservers are not set at the registrar.',
    fix: 'Check the registration at your registrar, and that its nameservers point to your DNS host.',
  },
  ZONE_LOOKUP_FAILED: {
    check: 'zone',
    title: 'Zone lookup failed',
    explanation: 'The SOA lookups that find the zone cut failed, so it is not known whether the domain is an apex.',
    fix: 'Run the check again; if it persists, try another resolver with --resolver.',
  },
  NAMESERVERS_OK: {
    check: 'nameservers',
    title: 'Nameservers answer',
    explanation: 'Every nameserver of the zone answers authoritatively and serves the same SOA serial.',
    fix: '',
  },
  NAMESERVER_NOT_ANSWERING: {
    check: 'nameservers',
    title: 'Nameserver does not answer',
    explanation:
      'A nameserver listed for the zone did not answer. Resolvers that pick it, the certificate authority’s among them, wait and retry another, and some give up. A server found in the registry’s or the zone’s NS set fails the check; one given with --authoritative only warns; when none answers, there is no verdict.',
    fix: 'Remove the nameserver from the NS records at your registrar and DNS host, or bring it back.',
  },
  NAMESERVER_NOT_AUTHORITATIVE: {
    check: 'nameservers',
    title: 'Nameserver is not authoritative',
    explanation:
      'A nameserver listed for the zone (by the registry or by the zone’s own NS records) answered without the authoritative (AA) flag or refused: a lame delegation (RFC 1912 §2.8). Resolvers and the certificate authority that pick it get no answer for your records, so lookups fail at random; waiting does not end it.',
    fix: 'Make the NS records at your registrar list only the servers of the DNS host that serves the zone.',
  },
  NAMESERVER_SERIALS_DIFFER: {
    check: 'nameservers',
    title: 'Nameservers serve different versions',
    explanation:
      "The zone's nameservers return different SOA serials: a change has reached some of them but not all, so answers depend on which one a resolver asks.",
    fix: 'Wait for the secondaries to transfer the zone, or ask your DNS host why a server is behind.',
  },
  NAMESERVERS_LOOKUP_FAILED: {
    check: 'nameservers',
    title: 'Nameserver discovery failed',
    explanation:
      "The zone's NS records or the nameservers' addresses could not be looked up (A, and AAAA for a nameserver without an A record).",
    fix: 'Run the check again, or pass the servers with --authoritative.',
  },
  NAMESERVER_ANSWERS_DIFFER: {
    check: 'nameservers',
    title: 'Nameservers give different answers',
    explanation:
      "The zone's authoritative servers answer differently for a record that verification or the certificate needs (CNAME, A, AAAA or CAA): a secondary whose zone transfers stopped, or a zone served by two DNS hosts with different data. The certificate authority validates from several network perspectives (CA/Browser Forum Baseline Requirements §3.2.2.9), and each resolver picks one server (RFC 1034 §4.3.5), so validation fails at random. Never ready while this lasts.",
    fix: 'Make every nameserver serve the same records: edit the record at the DNS host that is wrong, or ask the host of the lagging secondary to fix its zone transfers.',
  },
  DELEGATION_PROPAGATING: {
    check: 'nameservers',
    title: 'Nameserver move in progress',
    explanation:
      "The registry (the parent zone) already delegates the zone to new nameservers, but a resolver still uses the NS set it cached from the old ones until its TTL ends (RFC 2181 §5.4.1). Resolvers that ask the registry afresh, the certificate authority's among them, already reach the new host. The expected wait comes from the cached NS TTL and the registry's NS TTL.",
    fix: 'Make every DNS change at the host the registry delegates to (named in the finding), not at the old one; then wait and run the check again.',
  },
  DELEGATION_NS_DIFFER: {
    check: 'nameservers',
    title: 'Registry and zone name different nameservers',
    explanation:
      "The NS records at the registry (the delegation in the parent zone) and the zone's own NS records name different servers. They should be the same (RFC 1034 §4.2.2): resolvers use either list, so every server on both must serve the zone alike.",
    fix: 'Set the same nameservers at your registrar and in the NS records at your DNS host.',
  },
  CNAME_OK: {
    check: 'cname',
    title: 'CNAME points to the platform host',
    explanation: 'The CNAME at the domain equals the platform host.',
    fix: '',
  },
  CNAME_MISSING: {
    check: 'cname',
    title: 'No CNAME record',
    explanation: 'There is no CNAME record at the subdomain, so it does not point to the platform.',
    fix: 'Create a CNAME record: name the subdomain label, value the platform host, TTL 3600.',
  },
  CNAME_MISMATCH: {
    check: 'cname',
    title: 'CNAME points elsewhere',
    explanation: 'The CNAME at the domain points to a host other than the platform host, often because of a typo.',
    fix: 'Edit the CNAME so its value is exactly the platform host the dashboard shows.',
  },
  CNAME_INDIRECT: {
    check: 'cname',
    title: 'CNAME reaches the platform through another name',
    explanation:
      'The CNAME points to an intermediate name that itself points to the platform host. Verification expects the platform host as the direct value.',
    fix: 'Point the CNAME straight at the platform host.',
  },
  CNAME_HAS_SCHEME: {
    check: 'cname',
    title: 'CNAME value contains a URL scheme',
    explanation:
      'The CNAME value includes "https://" or "http://". A CNAME holds a hostname only; the DNS host stored the scheme as part of the name.',
    fix: 'Edit the CNAME value to the bare platform host, without https://.',
  },
  CNAME_HAS_PATH: {
    check: 'cname',
    title: 'CNAME value contains a path',
    explanation: 'The CNAME value includes a "/" and a path. A CNAME holds a hostname only.',
    fix: 'Edit the CNAME value to the bare platform host, without a path.',
  },
  CNAME_ZONE_APPENDED: {
    check: 'cname',
    title: 'Zone appended to the CNAME value',
    explanation:
      'The CNAME value ends with your own zone (platform.example.net.example.com): the DNS host treated the value as relative and appended the zone, because it lacked a trailing dot.',
    fix: 'Enter the value with a trailing dot (the platform host followed by "."), or as the DNS host documents fully-qualified values.',
  },
  CNAME_OWNER_DOUBLED: {
    check: 'cname',
    title: 'CNAME created at a doubled name',
    explanation:
      'The CNAME exists at docs.example.com.example.com instead of docs.example.com: the full domain was typed into the name field, and the DNS host appended the zone.',
    fix: 'Delete that record and create it again with only the label (for example "docs") as its name.',
  },
  CNAME_TARGET_UNRESOLVABLE: {
    check: 'cname',
    title: 'CNAME target does not resolve',
    explanation: 'The name the CNAME points to does not exist or has no addresses, so the domain resolves to nothing.',
    fix: 'Edit the CNAME value to the platform host the dashboard shows.',
  },
  CNAME_LOOP: {
    check: 'cname',
    title: 'CNAME loop',
    explanation: 'Following the CNAME records leads back to a name already visited, so the domain never resolves.',
    fix: 'Point the CNAME at the platform host and remove the records that loop back.',
  },
  CNAME_FROM_WILDCARD: {
    check: 'cname',
    title: 'CNAME comes from a wildcard',
    explanation:
      'The CNAME returned for the subdomain is synthesized from a wildcard CNAME such as *.example.com (RFC 4592 §2.2.1, §4.3) and points elsewhere. There is no record at the name to edit; a CNAME created at the name overrides the wildcard for that name.',
    fix: 'Create a CNAME at the subdomain itself with the platform host as its value.',
  },
  CNAME_LOOKUP_FAILED: {
    check: 'cname',
    title: 'CNAME lookup failed',
    explanation: 'The CNAME at the domain could not be looked up (SERVFAIL, REFUSED, timeout or a broken answer).',
    fix: 'Run the check again; if it persists, check the zone at your DNS host.',
  },
  APEX_OK: {
    check: 'apex',
    title: 'Apex addresses belong to the platform',
    explanation:
      "The apex's A/AAAA addresses are all addresses of the platform host, as an ALIAS/ANAME record produces (resolvers see plain A/AAAA). Each resolver is asked for both, and its view of the apex is compared with its own view of the platform host, since a platform may answer each location with other addresses.",
    fix: '',
  },
  APEX_ADDRESSES_PARTIAL: {
    check: 'apex',
    title: 'Apex has addresses that are not the platform’s',
    explanation:
      "Some of the apex's A/AAAA addresses belong to the platform host and some do not. Clients and the certificate authority pick any of them (RFC 8555 §8.3 validates by connecting to the domain), so a share of visitors and, at random, validation reach another server. A partial set fails like a wrong one.",
    fix: 'Delete the A/AAAA records that are not the platform host’s addresses, or replace them all with an ALIAS or ANAME record to the platform host.',
  },
  APEX_FOREIGN_ADDRESS: {
    check: 'apex',
    title: 'Apex has an address outside the platform',
    explanation:
      'An A or AAAA record at the apex points to an address the platform host does not use, as the same resolver sees the platform host. Visitors and the certificate authority are sent there. When other resolvers do get that address for the platform host, the platform answers by location and the apex holds the addresses of one location only: copied A records, or an ALIAS/ANAME that the DNS host resolves from one place.',
    fix: 'Delete the A/AAAA records at the apex and create an ALIAS or ANAME record to the platform host. If it already is one and the platform answers by location, use a subdomain with a CNAME instead.',
  },
  APEX_NO_ADDRESS: {
    check: 'apex',
    title: 'Apex has no address',
    explanation: 'The apex has no A or AAAA record, so it does not point to the platform.',
    fix: 'Create an ALIAS or ANAME record at the apex with the platform host as its value.',
  },
  APEX_CNAME: {
    check: 'apex',
    title: 'CNAME at the apex',
    explanation:
      'A CNAME cannot sit at a zone apex, which must hold SOA and NS records (RFC 1034 §3.6.2, RFC 2181 §10.1). Many resolvers then fail on the whole domain, mail included.',
    fix: 'Delete the CNAME at the apex and create an ALIAS or ANAME record to the platform host. Not every DNS provider supports these.',
  },
  APEX_STRAY_AAAA: {
    check: 'apex',
    title: 'AAAA record where the platform has no IPv6',
    explanation:
      "The apex has an AAAA record, but the platform host has no IPv6 address. Clients prefer IPv6 (RFC 6724 §6), and Let's Encrypt tries IPv6 first when a domain has an AAAA record, so validation and many visitors reach a server that is not the platform.",
    fix: 'Delete the AAAA record(s) at the apex; keep only the platform host’s addresses (or an ALIAS/ANAME record).',
  },
  APEX_LOOKUP_FAILED: {
    check: 'apex',
    title: 'Apex lookup failed',
    explanation: "The apex's or the platform host's addresses could not be looked up.",
    fix: 'Run the check again; if it persists, try another resolver with --resolver.',
  },
  CONFLICTS_NONE: {
    check: 'conflicts',
    title: 'No conflicting records',
    explanation: 'No other records sit at the name that must be a CNAME.',
    fix: '',
  },
  CONFLICTING_A_RECORD: {
    check: 'conflicts',
    title: 'A record where the CNAME belongs',
    explanation:
      'An A record exists at the subdomain. A CNAME cannot coexist with other data (RFC 2181 §10.1), so the DNS host refuses the CNAME or serves the old address.',
    fix: 'Delete the A record, then create the CNAME.',
  },
  CONFLICTING_AAAA_RECORD: {
    check: 'conflicts',
    title: 'AAAA record where the CNAME belongs',
    explanation:
      'An AAAA record exists at the subdomain. Besides blocking the CNAME, it sends IPv6 visitors and the certificate authority to another server.',
    fix: 'Delete the AAAA record, then create the CNAME.',
  },
  CONFLICTING_MX_RECORD: {
    check: 'conflicts',
    title: 'MX record where the CNAME belongs',
    explanation: 'An MX record exists at the subdomain; a CNAME cannot coexist with it (RFC 2181 §10.1).',
    fix: 'Move mail to another name or delete the MX record, then create the CNAME.',
  },
  CONFLICTING_TXT_RECORD: {
    check: 'conflicts',
    title: 'TXT record where the CNAME belongs',
    explanation: 'A TXT record exists at the subdomain; a CNAME cannot coexist with it (RFC 2181 §10.1).',
    fix: 'Delete the TXT record (or move it to another name), then create the CNAME.',
  },
  CONFLICT_FROM_WILDCARD: {
    check: 'conflicts',
    title: 'Answer comes from a wildcard',
    explanation:
      'The address (or other data) returned for the subdomain is synthesized from a wildcard record such as *.example.com (RFC 4592 §2.2.1): no record exists at the name itself, so there is nothing there to delete. Creating the CNAME at the name overrides the wildcard for that name only.',
    fix: 'Create the CNAME at the subdomain; leave the wildcard as it is unless you no longer need it.',
  },
  CONFLICTS_LOOKUP_FAILED: {
    check: 'conflicts',
    title: 'Conflict lookup failed',
    explanation: 'The records at the domain could not all be looked up, so conflicts are unknown.',
    fix: 'Run the check again.',
  },
  CAA_NONE: {
    check: 'caa',
    title: 'No CAA records',
    explanation: 'No CAA records exist at the domain or any parent, so every certificate authority may issue.',
    fix: '',
  },
  CAA_ALLOWS_ISSUER: {
    check: 'caa',
    title: 'CAA allows the certificate authority',
    explanation:
      'The relevant CAA record set has an issue property that names the certificate authority and that it can satisfy, or no issue property at all. Each certificate authority is read by its own profile: letsencrypt.org as its software, Boulder, reads CAA (letsencrypt/boulder, va/caa.go); any other issuer by RFC 8659 and RFC 8657 to the letter.',
    fix: '',
  },
  CAA_BLOCKS_ISSUER: {
    check: 'caa',
    title: 'CAA blocks the certificate authority',
    explanation:
      'The relevant CAA record set (the first non-empty one climbing from the domain to the TLD, RFC 8659 §3) has issue properties that do not name the certificate authority, or ";" which allows nobody. The certificate cannot be issued. Each level is looked up as a normal query, following CNAMEs, so for a name with a CNAME the set at its target counts.',
    // No import here, not even of DEFAULT_CA: the browser checker imports this module for
    // findingDocsPath, and an imported binding in this object keeps the whole catalogue in its bundle.
    fix: 'Add the CAA record 0 issue "CA" at the owner of the relevant set, where CA is the certificate authority\'s issuer domain: the --ca setting (domain-check --help gives its default). When that owner is a CNAME target run by someone else, ask them, or point the CNAME straight at the platform host.',
  },
  CAA_MALFORMED: {
    check: 'caa',
    title: 'Malformed CAA issue value',
    explanation:
      'The issue property meant for the certificate authority does not parse, and no other record allows it. RFC 8659 §4.2 gives the grammar (issuer; tag=value; tag=value, white space only around ";" and "=") and says a value that breaks it counts as one naming nobody. Typical breaks: a parameter without "=", a ";" after the last parameter or ";;", a space, control or non-ASCII character inside a tag or value. Boulder (va/caa.go, parseCAARecord) differs from the RFC in two places: it refuses a hyphen inside a parameter tag, which the RFC allows, and accepts an empty tag ("; =x"), which the RFC does not. Boulder does not check the issuer domain name against the grammar; it only compares it (see CAA_ISSUER_NOT_EXACT).',
    fix: 'Rewrite the record as the finding shows: issuer; tag=value, with no empty parameter and no space or non-ASCII character inside a tag or value.',
  },
  CAA_ISSUER_NOT_EXACT: {
    check: 'caa',
    title: 'CAA issuer not written exactly',
    explanation:
      'The issue property names letsencrypt.org in another case or with a trailing dot, such as "LetsEncrypt.org". Boulder compares the issuer domain byte for byte (va/caa.go, caaDomainMatches), so the record does not authorize Let’s Encrypt. This differs from the strict RFC reading: DNS names compare without regard to case (RFC 4343 §2), so for any other certificate authority domain-check accepts another case, and a trailing dot is outside the RFC 8659 §4.2 grammar (CAA_MALFORMED).',
    fix: 'Write the issuer as letsencrypt.org: lower case, no trailing dot.',
  },
  CAA_ACCOUNTURI_UNCONFIRMED: {
    check: 'caa',
    title: 'CAA restricts issuance to an ACME account',
    explanation:
      'The only issue property that allows the certificate authority carries accounturi (RFC 8657 §3): the CA issues only to requests from that ACME account. domain-check does not know the platform’s account, so it cannot tell whether the certificate will be issued. Boulder compares the URI exactly (va/caa.go, caaAccountURIMatches).',
    fix: 'Confirm with the platform that its ACME account URI is exactly the one in the record, then give it with --acme-account-uri, "acmeAccountUri" in the config or DOMAIN_CHECK_ACME_ACCOUNT_URI, so the check compares it. If it is not the platform’s account, change or remove accounturi.',
  },
  CAA_ACCOUNTURI_MISMATCH: {
    check: 'caa',
    title: 'CAA names another ACME account',
    explanation:
      'The issue property allows the certificate authority only for the ACME account in its accounturi parameter (RFC 8657 §3), and that is not the platform’s account URI given in the settings.',
    fix: 'Change accounturi to the platform’s account URI, or remove the parameter.',
  },
  CAA_ACCOUNTURI_UNSATISFIABLE: {
    check: 'caa',
    title: 'CAA accounturi nobody can satisfy',
    explanation:
      'The issue property for the certificate authority has an empty accounturi, one that is not a URI, or two accounturi parameters. RFC 8657 §3 makes such a property unsatisfiable ("a property with multiple accounturi parameters is unsatisfiable"), and Boulder agrees (va/caa.go, caaAccountURIMatches).',
    fix: 'Keep one accounturi per record, holding the platform’s ACME account URI; for several accounts write one record per account.',
  },
  CAA_VALIDATIONMETHODS_UNCONFIRMED: {
    check: 'caa',
    title: 'CAA restricts the validation method',
    explanation:
      'The only issue property that allows the certificate authority carries validationmethods (RFC 8657 §4): the CA issues only after validating with a listed method. domain-check does not know the platform’s method. For letsencrypt.org only the methods Boulder recognises count (http-01, dns-01, tls-alpn-01, dns-account-01, dns-persist-01: core/objects.go, AcmeChallenge.IsValid); other labels are skipped.',
    fix: 'Confirm with the platform which validation method it uses, then give it with --validation-method, "validationMethod" in the config or DOMAIN_CHECK_VALIDATION_METHOD. If it is not listed, add it or remove the parameter.',
  },
  CAA_VALIDATIONMETHODS_MISMATCH: {
    check: 'caa',
    title: 'CAA does not list the platform’s validation method',
    explanation:
      'The issue property allows the certificate authority only with the methods in validationmethods (RFC 8657 §4), and the platform’s method given in the settings is not among them.',
    fix: 'Add the platform’s method to validationmethods, or remove the parameter.',
  },
  CAA_VALIDATIONMETHODS_UNSATISFIABLE: {
    check: 'caa',
    title: 'CAA validationmethods nobody can satisfy',
    explanation:
      'The issue property for the certificate authority has a validationmethods parameter no validation can meet: empty, a label outside the RFC 8657 §4 syntax (letters, digits, hyphens; such as an empty label in "http-01,,dns-01"), only methods the CA does not use (such as the retired tls-sni-01), or, for Let’s Encrypt, two validationmethods parameters. Boulder reads the labels in order and stops at the first that matches (va/caa.go, caaValidationMethodMatches), so "http-01,,dns-01" still allows http-01 there, while the strict RFC reading refuses the whole value; RFC 8657 does not define two validationmethods parameters, and Boulder refuses them.',
    fix: 'Write one validationmethods parameter listing the platform’s method, such as validationmethods=http-01, or remove it.',
  },
  CAA_VALIDATIONMETHODS_UNDEFINED: {
    check: 'caa',
    title: 'Two CAA validationmethods parameters',
    explanation:
      'For a certificate authority other than letsencrypt.org: its issue property has two validationmethods parameters. RFC 8657 does not say what that means, so only that CA can say whether it issues. Let’s Encrypt refuses such a record (va/caa.go, caaValidationMethodMatches), which domain-check reports as CAA_VALIDATIONMETHODS_UNSATISFIABLE.',
    fix: 'Merge them into one parameter, such as validationmethods=http-01,dns-01.',
  },
  CAA_CRITICAL_UNKNOWN_TAG: {
    check: 'caa',
    title: 'Critical CAA tag the CA does not know',
    explanation:
      'The relevant CAA set has a critical property with a tag the certificate authority does not recognise, so it refuses to issue (RFC 8659 §4.1). Which flags are critical and which tags are known depends on the CA. Boulder (va/caa.go, filterCAA) knows issue, issuewild, iodef and issuemail (RFC 9495), but not contactemail or contactphone, and treats flag 1 as critical too, as many misread RFC 6844’s bit numbering. Read strictly, RFC 8659 §4.1 makes only 128 critical (other bits are reserved and ignored) and defines issue, issuewild and iodef.',
    fix: 'Set the flags of that record to 0, or delete the record.',
  },
  CAA_LOOKUP_FAILED: {
    check: 'caa',
    title: 'CAA lookup failed',
    explanation:
      'A CAA lookup failed before the relevant set was found. The certificate authority treats such a failure as a refusal to issue (RFC 8659 §3), so this is not a pass.',
    fix: 'Fix the failing lookup (often a broken DNSSEC chain or a DNS host that mishandles CAA queries), then run this again.',
  },
  PROPAGATION_OK: {
    check: 'propagation',
    title: 'Resolvers see the current record',
    explanation: 'Every resolver asked returns what the authoritative nameservers serve.',
    fix: '',
  },
  PROPAGATING: {
    check: 'propagation',
    title: 'Correct at your DNS host, still propagating',
    explanation:
      "Your DNS host serves the right record, but a resolver still has an older answer cached. It expires with the cached record's TTL, or for a cached NXDOMAIN with the zone's negative TTL (RFC 2308 §5). Propagation can take up to 48 hours; most changes resolve within minutes.",
    fix: 'Nothing to change: wait for the estimated time, then run this again.',
  },
  PROPAGATION_AUTHORITATIVE_WRONG: {
    check: 'propagation',
    title: 'Your DNS host serves the wrong record',
    explanation:
      'The authoritative nameservers themselves serve a record that is not the expected one, so waiting will not help.',
    fix: 'Change the record at your DNS host.',
  },
  PROPAGATION_LOOKUP_FAILED: {
    check: 'propagation',
    title: 'Propagation could not be compared',
    explanation: 'The authoritative answer or a resolver answer could not be obtained, so they could not be compared.',
    fix: 'Run the check again, or pass the nameservers with --authoritative.',
  },
  TTL_OK: {
    check: 'ttl',
    title: 'TTL is 3600',
    explanation: 'The record has the TTL of 3600 seconds that the procedure gives.',
    fix: '',
  },
  TTL_DIFFERS: {
    check: 'ttl',
    title: 'TTL differs from 3600',
    explanation:
      'The record has a TTL other than the 3600 seconds the procedure gives. This is informational: a lower TTL makes later changes spread faster, a higher one slower.',
    fix: '',
  },
  DNSSEC_OK: {
    check: 'dnssec',
    title: 'No DNSSEC failure',
    explanation: 'Resolvers answer for the domain without a validation failure.',
    fix: '',
  },
  DNSSEC_BROKEN: {
    check: 'dnssec',
    title: 'Broken DNSSEC chain',
    explanation:
      'A validating resolver answers SERVFAIL, but answers when asked with checking disabled (CD=1, RFC 4035 §3.2.2): the DNSSEC chain is broken, often by a stale DS record at the registrar after a DNS host change.',
    fix: 'Remove the DS record at your registrar, or replace it with the one your current DNS host gives.',
  },
  DNSSEC_SIGNATURE_EXPIRED: {
    check: 'dnssec',
    title: 'DNSSEC signatures expired',
    explanation:
      "The zone's RRSIG signatures are past their expiration time (RFC 4034 §3.1.5), so validating resolvers, the certificate authority's among them, answer SERVFAIL (RFC 4035 §5.3.1). The resolver said so with Extended DNS Error 7, Signature Expired (RFC 8914 §4.8), or domain-check found the expired signature itself with checking disabled. The DNS host's signer has stopped re-signing the zone.",
    fix: 'Ask your DNS host to re-sign the zone (or turn its DNSSEC signing back on). If DNSSEC is no longer wanted, remove the DS record at the registrar first.',
  },
  DNSSEC_DS_MATCHES_NO_KEY: {
    check: 'dnssec',
    title: 'DS record matches no DNSKEY',
    explanation:
      "The DS record at the registry names a key that the zone does not publish (RFC 4035 §5.2), typically after a move to another DNS host or a key rollover. Validating resolvers answer SERVFAIL. The resolver said so with Extended DNS Error 9, DNSKEY Missing (RFC 8914 §4.10), or domain-check compared the DS key tags with the zone's DNSKEY set itself.",
    fix: 'At your registrar, replace the DS record with the one your current DNS host shows for the zone, or remove the DS to turn DNSSEC off.',
  },
  DNSSEC_BOGUS: {
    check: 'dnssec',
    title: 'DNSSEC answer is bogus',
    explanation:
      'A validating resolver rejected the answer as bogus (RFC 4035 §5.5) for another reason than expiry or a missing key: a signature that does not verify, missing signatures or an unsupported algorithm. The resolver named the cause with an Extended DNS Error (RFC 8914 §4), shown in the evidence.',
    fix: 'Ask your DNS host to re-sign the zone; if the error persists, remove the DS record at the registrar to turn DNSSEC off until it is fixed.',
  },
  DNSSEC_SERVFAIL: {
    check: 'dnssec',
    title: 'SERVFAIL not caused by DNSSEC',
    explanation: 'A resolver answers SERVFAIL even with checking disabled, so the failure is not DNSSEC validation.',
    fix: 'Check that the zone is served by its nameservers (see the nameservers check).',
  },
  DNSSEC_LOOKUP_FAILED: {
    check: 'dnssec',
    title: 'DNSSEC check failed',
    explanation: 'The resolvers did not answer, so DNSSEC could not be judged.',
    fix: 'Run the check again.',
  },
  TLS_VALID: {
    check: 'tls',
    title: 'Valid certificate',
    explanation:
      'Every address of the domain completes a TLS handshake, with the domain as SNI, and presents a certificate that a trusted certificate authority issued for this name and that has not expired. The finding shows the issuer, the names (SANs), the expiry date and the days left.',
    fix: '',
  },
  TLS_EXPIRING_SOON: {
    check: 'tls',
    title: 'Certificate expires soon',
    explanation:
      'The certificate is valid but expires within 14 days. The platform renews certificates automatically, well before this, so a certificate this close to its end means renewal is failing, usually because the domain no longer verifies or a CAA record now shuts out the certificate authority.',
    fix: 'Confirm the domain still verifies in the dashboard (Project settings → Domains) and that CAA records allow the certificate authority, then choose Re-verify.',
  },
  TLS_NO_CERTIFICATE: {
    check: 'tls',
    title: 'No certificate (no TLS)',
    explanation:
      'Nothing completes a TLS handshake for the domain on port 443: the connection is refused, or the server ends the handshake because it has no certificate for this name. Before Verify this is expected; after Verify the certificate is issued automatically, usually within a couple of minutes. It is never counted as a pass.',
    fix: 'Follow the order of the troubleshooting rules: first make the DNS checks of the same run pass; then make sure CAA records do not block the certificate authority; then confirm the domain still verifies in the dashboard and choose Re-verify. Wait up to 30 minutes before Re-verify.',
  },
  TLS_SELF_SIGNED: {
    check: 'tls',
    title: 'Self-signed certificate',
    explanation:
      'The server presents a certificate that signs itself, so browsers refuse it. The platform never serves one, so the domain still points at another server, or an old server is still in DNS.',
    fix: 'Point the domain at the platform (see the DNS checks of the same run), then confirm the domain verifies and choose Re-verify.',
  },
  TLS_UNTRUSTED: {
    check: 'tls',
    title: 'Certificate not trusted',
    explanation:
      'The certificate does not chain to a certificate authority the system trusts, or is not valid yet. Browsers refuse it. Tests trust their own CA with --ca-file; verification is never turned off.',
    fix: 'Point the domain at the platform (see the DNS checks of the same run), then confirm the domain verifies and choose Re-verify.',
  },
  TLS_NAME_MISMATCH: {
    check: 'tls',
    title: 'Certificate is for other names',
    explanation:
      'The certificate is trusted but none of its names (SANs, shown in the finding) covers the domain. An edge that has no certificate for a domain yet often serves a default certificate for other names; a stray record can also send the domain to someone else’s server.',
    fix: 'Make the DNS checks of the same run pass, check that CAA records allow the certificate authority, then confirm the domain still verifies and choose Re-verify.',
  },
  TLS_EXPIRED: {
    check: 'tls',
    title: 'Certificate expired',
    explanation:
      'The certificate’s validity ended. The platform renews automatically, so an expired certificate means renewal failed, or the address belongs to an old server that nobody renews.',
    fix: 'Make the DNS checks of the same run pass (and remove any address that is not the platform’s), check CAA, then confirm the domain still verifies and choose Re-verify.',
  },
  TLS_ADDRESSES_DIFFER: {
    check: 'tls',
    title: 'Addresses give different certificates',
    explanation:
      'The domain has several addresses, and they do not give the same verdict: visitors get one or the other at random. Usually an old server is still listed next to the platform.',
    fix: 'Remove the A or AAAA record of the address that fails, so that every address is the platform’s.',
  },
  REDIRECT_OK: {
    check: 'redirect',
    title: 'Redirect answers 301',
    explanation:
      'http:// and https:// requests to the redirect source, at its root and at a deep path with a query string, answer 301 with a Location on the target that keeps the path and query.',
    fix: '',
  },
  REDIRECT_WRONG_STATUS: {
    check: 'redirect',
    title: 'Redirect is not a 301',
    explanation:
      'The source answers 302, 307 or 308 instead of 301. Redirects use status 301: a 302 or 307 tells search engines and caches the move is temporary, and 308 is not what the procedure sets.',
    fix: 'Set the redirect’s status to 301 in the dashboard (and "status": 301 in domains.json).',
  },
  REDIRECT_CHAIN: {
    check: 'redirect',
    title: 'Redirect goes through several hops',
    explanation:
      'The source does not point straight at the target: the first Location is another of your domains, which redirects again. A redirect must be one 301 with a Location on the target, so this fails, and remove-plan does not call the source safe to remove: each visitor pays an extra round trip, and removing the middle domain breaks the redirect. One hop is accepted first: an upgrade from http:// to https:// on the same host and path, which HSTS preloading requires (http://from/ → https://from/ → https://PRIMARY/); any other chain fails.',
    fix: 'Point the redirect straight at the primary, so the first answer is a 301 to https://PRIMARY/ with the same path and query.',
  },
  REDIRECT_WRONG_TARGET: {
    check: 'redirect',
    title: 'Redirect ends at the wrong domain',
    explanation:
      'Following the redirect through your own domains ends at a domain that is not its target, so visitors never reach the primary.',
    fix: 'Set the redirect’s target to the primary in the dashboard and in domains.json.',
  },
  REDIRECT_OFFSITE: {
    check: 'redirect',
    title: 'Redirect leaves your domains',
    explanation:
      'The Location is on a host that is not in the config. domain-check does not follow it. A redirect that sends visitors to someone else’s host is usually a typo in the target.',
    fix: 'Set the redirect’s target to the primary in the dashboard.',
  },
  REDIRECT_TO_HTTP: {
    check: 'redirect',
    title: 'Redirect to plain http',
    explanation:
      'The Location starts with http://, so visitors leave HTTPS (and are redirected again, or stay on an unencrypted page).',
    fix: 'Make the redirect target https://PRIMARY/ in the dashboard.',
  },
  REDIRECT_LOOP: {
    check: 'redirect',
    title: 'Redirect loop',
    explanation:
      'Following the redirects comes back to an address already visited (or passes the hop limit), so browsers give up with "too many redirects".',
    fix: 'Remove the redirect that points back: a domain must not redirect to itself, and the primary must not redirect to a redirect source.',
  },
  REDIRECT_PATH_DROPPED: {
    check: 'redirect',
    title: 'Redirect loses the path or query',
    explanation:
      'A request for a deep page with a query string is redirected somewhere else than the same path and query on the target (usually the home page), so every old link lands on the wrong page.',
    fix: 'Configure the redirect to keep the path and query (the platform’s 301 redirect does this by default).',
  },
  REDIRECT_NOT_REDIRECTING: {
    check: 'redirect',
    title: 'Source does not redirect',
    explanation:
      'The redirect source answers with a page (or an error, or a 3xx without a Location) instead of a 301. The domain is served as a site of its own, or the redirect is not set up yet.',
    fix: 'Set the domain up as a redirect to the primary with status 301 in the dashboard (Project settings → Domains).',
  },
  REDIRECT_UNREACHABLE: {
    check: 'redirect',
    title: 'Redirect source unreachable',
    explanation:
      'The request to the redirect source failed: the connection was refused, or the HTTPS handshake failed (see the tls check for the certificate).',
    fix: 'Make the DNS and tls checks of the same run pass; the redirect is served once the domain verifies and has its certificate.',
  },
  PRIMARY_OK: {
    check: 'primary',
    title: 'Primary answers',
    explanation: 'https://PRIMARY/ answers without an error, and is not redirected to another host.',
    fix: '',
  },
  PRIMARY_REDIRECTED: {
    check: 'primary',
    title: 'Primary redirects elsewhere',
    explanation:
      'https://PRIMARY/ redirects to another host. The primary is where visitors end up, so every redirect to it would go on to somewhere else (or loop).',
    fix: 'Remove the redirect on the primary in the dashboard, or make the other host the primary in domains.json.',
  },
  PRIMARY_ERROR_STATUS: {
    check: 'primary',
    title: 'Primary answers an error',
    explanation:
      'https://PRIMARY/ answers with a 4xx or 5xx status. The domain reaches the platform, but the site is not served there: often the deploy failed or the domain is attached to another project.',
    fix: 'Check that the project has a successful deploy and that the domain is attached to it in the dashboard.',
  },
  PRIMARY_UNREACHABLE: {
    check: 'primary',
    title: 'Primary unreachable',
    explanation:
      'The request to https://PRIMARY/ failed: the connection was refused, or the HTTPS handshake failed (see the tls check).',
    fix: 'Make the DNS and tls checks of the same run pass.',
  },
  LIVE_NO_ADDRESS: {
    check: 'any',
    title: 'No address to connect to',
    explanation:
      'The domain has no A or AAAA answer from the resolver, so there is nothing to connect to for the live checks (tls, redirect, primary). It is never counted as a pass.',
    fix: 'Make the DNS checks of the same run pass first.',
  },
  LIVE_LOOKUP_FAILED: {
    check: 'any',
    title: 'Address lookup failed',
    explanation: 'The A/AAAA lookup the live checks need failed, so they could not connect.',
    fix: 'Run the check again; if it persists, try another resolver with --resolver.',
  },
  LIVE_TIMEOUT: {
    check: 'any',
    title: 'No answer before the deadline',
    explanation:
      'The server accepted the connection (or did not), but gave no TLS handshake or HTTP answer before the run’s deadline. A server this slow is one visitors give up on too.',
    fix: 'Run this again, with a longer --timeout if the server is far away; if it persists, the server is overloaded or not the platform’s.',
  },
  REMOVE_SAFE: {
    check: 'redirect',
    title: 'remove-plan: safe to remove',
    explanation:
      'The config holds a 301 redirect from the domain to the primary, and it is live on http and https. Removing the domain in the dashboard (Remove in the menu next to it) stops its traffic at once, so this is the state to be in first.',
    fix: '',
  },
  REMOVE_PRIMARY_REFUSED: {
    check: 'redirect',
    title: 'remove-plan: the primary cannot be removed',
    explanation:
      'The domain is the primary: every redirect points at it, so removing it would stop the site and all its redirects at once.',
    fix: 'Make another domain the primary first (in the dashboard and in domains.json), redirect this one to it with 301, then run remove-plan again.',
  },
  REMOVE_REDIRECT_CONFIGURED: {
    check: 'redirect',
    title: 'remove-plan: redirect configured',
    explanation: 'The config holds a redirect from the domain to the primary with status 301.',
    fix: '',
  },
  REMOVE_REDIRECT_NOT_CONFIGURED: {
    check: 'redirect',
    title: 'remove-plan: no redirect configured',
    explanation:
      'The config has no redirect from the domain to the primary. Removal stops the domain’s traffic at once, so a redirect should be set up first.',
    fix: 'Add { "from": DOMAIN, "to": PRIMARY, "status": 301 } to "redirects" in domains.json, set the same redirect up in the dashboard, then run remove-plan again.',
  },
  REMOVE_REDIRECT_LIVE: {
    check: 'redirect',
    title: 'remove-plan: redirect live',
    explanation: 'Requests to the domain over this scheme answer 301 to the primary (see the redirect check).',
    fix: '',
  },
  REMOVE_REDIRECT_NOT_LIVE: {
    check: 'redirect',
    title: 'remove-plan: redirect not live',
    explanation:
      'Requests to the domain over this scheme do not answer a correct 301 to the primary yet (the redirect check says why), so removing it now would lose its visitors.',
    fix: 'Fix what the redirect check reports, then run remove-plan again.',
  },
  REMOVE_REDIRECT_UNKNOWN: {
    check: 'redirect',
    title: 'remove-plan: redirect state unknown',
    explanation:
      'The requests that would show the redirect did not finish (a timeout or a failed lookup), so it is not known whether removal is safe.',
    fix: 'Run remove-plan again, with a longer --timeout if needed.',
  },
  CHECK_SKIPPED: {
    check: 'any',
    title: 'Check skipped',
    explanation:
      'The check does not apply to this domain (a CNAME check on an apex), or an input it needs is missing (an invalid hostname).',
    fix: '',
  },
  CHECK_CRASHED: {
    check: 'any',
    title: 'Check failed unexpectedly',
    explanation: 'The check stopped with an internal error. Other checks still ran. Please report it.',
    fix: 'Run the check again; report the message if it persists.',
  },
} as const satisfies Record<string, CatalogEntry>;

export type FindingCode = keyof typeof FINDINGS_CATALOG;

export const FINDING_CODES = Object.keys(FINDINGS_CATALOG) as FindingCode[];

/** The site path of the code's section: `/tools/domain-check/findings/#cname-mismatch`. */
export function findingDocsPath(code: FindingCode): string {
  return `/tools/domain-check/findings/#${code.toLowerCase().replaceAll('_', '-')}`;
}
