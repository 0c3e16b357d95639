import { defineCheck } from '../../engine/check.ts';
import { evidenceOf, wordedBy, skip } from '../../findings/finding.ts';
import { TTL_WORDS, TTL_EXAMPLES, TTL_DOCS } from './words.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(TTL_WORDS);

/** Informational: the procedure gives a TTL (the profile's); other values work but change how fast edits spread. */
export const check = defineCheck({
  id: 'ttl',
  appliesTo: 'any',
  async run(context) {
    const { domain } = context;
    const zone = await context.zone();
    const type = zone.kind === 'subdomain' ? 'CNAME' : 'A';
    const { best } = await context.askAuthoritative(domain, type);
    const resolver = context.input.resolvers[0];
    const lookup =
      best ??
      (resolver ? await context.dns.lookup({ server: resolver, name: domain, type, followCnames: false }) : undefined);
    const record = lookup?.records.find((r) => r.name === domain && r.type === type);
    if (!lookup || !record) return [skip('ttl', { reason: 'no-record', domain, type })];
    const evidence = evidenceOf(lookup).filter((line) => line.name === domain);
    const procedureTtl = context.input.platform.recordTtl;
    return [
      record.ttl === procedureTtl
        ? findingFrom({ id: 'ttl', status: 'pass', code: 'TTL_OK', params: { domain, type, procedureTtl }, evidence })
        : findingFrom({
            id: 'ttl',
            status: 'pass',
            code: 'TTL_DIFFERS',
            params: { domain, type, ttl: record.ttl, procedureTtl, dnsHost: (await context.dnsHost()).terms },
            evidence,
          }),
    ];
  },
});

/** The ttl check. The record's TTL against the procedure's (informational). */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After propagation: informational: nothing waits on it.
  fixedAfter: ['propagation'],
  docs: TTL_DOCS,
  words: TTL_WORDS,
  examples: TTL_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The ttl check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    ttl: typeof TTL_WORDS;
  }
}
