import { isFailed, type LookupResult } from '../../dns/client.ts';
import { formatServer, type DnsServer } from '../../dns/transport.ts';
import { defineCheck } from '../../engine/check.ts';
import type { CheckContext } from '../../engine/context.ts';
import { getRegistrableDomain, nameAndAncestors } from '../../engine/domain-names.ts';
import { askRootSoa } from '../../engine/resolver-probe.ts';
import { evidenceOf, wordedBy, type Finding } from '../../findings/finding.ts';
import { DNSSEC_WORDS, DNSSEC_EXAMPLES, DNSSEC_DOCS } from './words.ts';
import { joinParts } from '../../findings/join-parts.ts';
import { defineCheckFolder } from '../check-folder.ts';
import { DNSSEC_SERVFAIL_WORDS } from './servfail-words.ts';

const findingFrom = wordedBy(DNSSEC_WORDS);

/**
 * Why validation failed is worked out only when it did: the browser checker downloads it then. A
 * module-level loader, because tsc 6 does not rewrite the `.ts` of an import() written inside the
 * check's object literal.
 */
const loadServfailCause = () => import('./servfail-cause.ts');
/** Why one other RRset fails, loaded only when one does. */
const loadRrsetCause = () => import('./rrset-cause.ts');
/** domain-check's own validation from the root's trust anchor, with its WebCrypto verifiers. */
const loadOwnValidation = () => import('./own-validation.ts');

/**
 * The other RRsets the certificate authority asks for, each validated on its own (RFC 4035 §5.3): CAA
 * at each name of the climb (RFC 8659 §3), and AAAA at the domain or, behind a CNAME (whose RRset the
 * A lookup validated already), the target's addresses. Asked as the apex, caa and cname checks ask
 * them, so the DNS client answers from its memo.
 */
function otherRrsets(context: CheckContext, server: DnsServer, target: string | undefined): Promise<LookupResult[]> {
  const { domain, dns } = context;
  const addresses = target
    ? [dns.lookup({ server, name: target, type: 'A' }), dns.lookup({ server, name: target, type: 'AAAA' })]
    : [dns.lookup({ server, name: domain, type: 'AAAA', followCnames: false })];
  return Promise.all([
    ...addresses,
    ...nameAndAncestors(domain).map((name) => dns.lookup({ server, name, type: 'CAA' })),
  ]);
}

/** The failing RRsets' findings, one per cause: two RRsets of one failing zone say it once. */
async function judgeOtherRrsets(context: CheckContext, first: LookupResult): Promise<Finding[]> {
  const target = first.answerSection.find(
    (record) => record.type === 'CNAME' && record.name.toLowerCase() === context.domain.toLowerCase(),
  )?.target;
  const failed = (await otherRrsets(context, first.server, target)).filter((lookup) => lookup.status === 'servfail');
  if (failed.length === 0) return [];
  const { explainRrsetFailure } = await loadRrsetCause();
  const findings = await Promise.all(failed.map((lookup) => explainRrsetFailure(context, lookup, target)));
  const said = new Set<string>();
  return findings.filter((finding): finding is Finding => {
    if (!finding) return false;
    const key = `${finding.code} ${JSON.stringify(finding.params)}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}

/**
 * The NS records of the registrable domain, of each name above it and of the root: the zone cuts the
 * walk of `own-validation.ts` reads first (`zone-cuts.ts` asks the same questions, answered then from
 * the DNS client's memo). Written here, not imported, so that a browser's first report does not carry
 * the walk's code: there the nameservers cannot be asked, the walk asks the resolver for each record
 * instead, and nothing is asked ahead.
 */
function askZoneCutsAhead(context: CheckContext): Promise<unknown> {
  const resolver = context.input.resolvers[0];
  if (!resolver || context.input.authoritativeReachable === false) return Promise.resolve();
  const registrable = getRegistrableDomain(context.domain) ?? context.domain;
  return Promise.all(
    [...nameAndAncestors(registrable), '.'].map((name) =>
      context.dns.lookup({ server: resolver, name, type: 'NS', followCnames: false }),
    ),
  );
}

/**
 * Whether the first resolver validates: it sets AD on the root's SOA, which is signed (RFC 4035 §3.2.3).
 * The same question the engine asks every resolver at the start of a run, so the answer is its own.
 */
async function resolverValidates(context: CheckContext): Promise<boolean> {
  const resolver = context.input.resolvers[0];
  if (!resolver) return false;
  const root = await askRootSoa(context.dns, resolver);
  return root.authenticData;
}

/**
 * A validating resolver answers SERVFAIL when the DNSSEC chain is broken. Its Extended DNS Errors
 * (RFC 8914) say why; without them, asking again with CD=1 (RFC 4035 §3.2.2) tells a validation failure
 * from a dead zone, and the DS, DNSKEY and RRSIG records tell which failure it is. domain-check also
 * validates the chain itself, from the root's trust anchor, so a resolver that does not validate
 * cannot make a bogus zone pass, and a DS that matches no key is named whatever the resolver says.
 */
export const check = defineCheck({
  id: 'dnssec',
  appliesTo: 'any',
  async run(context) {
    const { domain, input } = context;
    const findings: Finding[] = [];
    // All at once: the probe of the resolver costs no round trip of its own, nor do the zone cuts that
    // domain-check's own validation walks down from the root: it starts only once these answers show
    // that no resolver vouches for the domain's, and then finds them answered.
    const [answers, validating] = await Promise.all([
      context.askResolvers(domain, 'A', { followCnames: false }),
      resolverValidates(context),
      askZoneCutsAhead(context),
    ]);
    // domain-check validates itself where the resolver failed (to name the cause) or neither vouched for
    // the answer (AD, RFC 4035 §3.2.3) nor validates at all; a validating resolver's verdict stands.
    // Started only then, so that no lookup outlives the run when it is not read.
    const needed =
      answers.some((answer) => answer.status === 'servfail') ||
      (!answers.some((answer) => answer.authenticData) && !validating);
    const ownVerdict = needed
      ? loadOwnValidation().then((own) => own.validateWhatTheCaReads(context))
      : Promise.resolve(undefined);
    let validated = false;
    for (const answer of answers) {
      const where = formatServer(answer.server);
      if (answer.status === 'servfail') {
        const servfail = await loadServfailCause();
        findings.push(await servfail.explainServfail(context, answer, where, await ownVerdict));
      } else if (isFailed(answer)) {
        findings.push(
          findingFrom({
            id: 'dnssec',
            status: 'error',
            code: 'DNSSEC_LOOKUP_FAILED',
            params: { domain, resolver: where, detail: answer.detail },
            evidence: evidenceOf(answer),
          }),
        );
      } else if (answer.authenticData) {
        validated = true;
      }
    }
    if (findings.length > 0) return findings;
    // The A record validates; the CA asks for more, and any of them failing stops it.
    const first = answers[0];
    const rrsets = first && !isFailed(first) ? await judgeOtherRrsets(context, first) : [];
    if (rrsets.length > 0) return rrsets;
    // A resolver that does not validate (no AD, RFC 4035 §3.2.3) answers a bogus zone as if it were
    // fine; the certificate authority's resolvers validate, and refuse.
    const bogus = validated ? undefined : await ownVerdict;
    const ownFinding = bogus && (await (await loadOwnValidation()).ownValidationFinding(context, bogus, false));
    if (ownFinding) return [ownFinding];
    return [
      findingFrom({
        id: 'dnssec',
        status: 'pass',
        code: 'DNSSEC_OK',
        params: { domain, validated, resolvers: input.resolvers.map(formatServer) },
      }),
    ];
  },
});

/** The dnssec check. Whether the domain's answers validate, and why not. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After zone: a zone whose signatures fail validation answers nothing (RFC 4035 §5.5).
  fixedAfter: ['zone'],
  docs: DNSSEC_DOCS,
  words: /* @__PURE__ */ joinParts(DNSSEC_WORDS, DNSSEC_SERVFAIL_WORDS),
  examples: DNSSEC_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The dnssec check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    dnssec: typeof DNSSEC_WORDS & typeof DNSSEC_SERVFAIL_WORDS;
  }
}
