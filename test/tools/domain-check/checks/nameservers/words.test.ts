import { describe, expect, it } from 'vitest';
import {
  NAMESERVERS_WORDS,
  type AskedNameserver,
  type NameserverAnswers,
} from '../../../../../tools/domain-check/checks/nameservers/words.ts';
import { formatFinding } from '../../../../../tools/domain-check/findings/format.ts';

const apex = 'example.com';
const ns1: AskedNameserver = { name: 'ns1.example.com', address: '192.0.2.53' };
const ns2: AskedNameserver = { name: 'ns2.example.com', address: '198.51.100.53' };
const given: AskedNameserver = { name: null, address: '127.0.0.9:5353' };
const servedBy = { hosts: ['Cloudflare', 'example.com'], nameservers: ['ada.ns.cloudflare.com', 'ns1.example.com'] };

describe('the words of the nameservers findings', () => {
  it('say where the zone is served only on the finding that carries it', () => {
    const params = { apex, answering: 2, serials: [2024060101] };
    expect(NAMESERVERS_WORDS.NAMESERVERS_OK.message(params)).toBe(
      '2 nameservers of example.com answer authoritatively with serial 2024060101.',
    );
    expect(NAMESERVERS_WORDS.NAMESERVERS_OK.message({ ...params, servedBy })).toBe(
      '2 nameservers of example.com answer authoritatively with serial 2024060101. The zone is served by Cloudflare and example.com (ada.ns.cloudflare.com, ns1.example.com): make DNS changes there.',
    );
  });

  it('warn of the retries only for a server from the NS sets, while another one answers', () => {
    const words = NAMESERVERS_WORDS.NAMESERVER_NOT_ANSWERING;
    const detail = 'no answer within 2 s';
    expect(formatFinding(words, { apex, server: ns1, detail, noneAnswered: false })).toEqual({
      message:
        'Nameserver ns1.example.com (192.0.2.53) did not answer for example.com: no answer within 2 s. Resolvers and the certificate authority that pick it wait, retry another, and some give up.',
      fix: 'Remove ns1.example.com (192.0.2.53) from the NS records at your registrar and your DNS host, or bring it back.',
    });
    expect(formatFinding(words, { apex, server: given, detail, noneAnswered: false })).toEqual({
      message: 'Nameserver 127.0.0.9:5353 did not answer for example.com: no answer within 2 s.',
      fix: 'Remove 127.0.0.9:5353 from the NS records at your registrar and your DNS host, or bring it back.',
    });
    expect(formatFinding(words, { apex, server: ns1, detail, noneAnswered: true })).toEqual({
      message: 'Nameserver ns1.example.com (192.0.2.53) did not answer for example.com: no answer within 2 s.',
      fix: 'Check that these are the zone’s nameservers and that they are reachable from here.',
    });
  });

  it('name why a server is lame: its failure, a missing SOA or a missing AA flag', () => {
    const message = NAMESERVERS_WORDS.NAMESERVER_NOT_AUTHORITATIVE.message;
    const lame = { apex, server: ns2, delegatedByParent: false, failure: null, authoritative: false };
    expect(message(lame)).toMatch(
      /^Nameserver ns2\.example\.com \(198\.51\.100\.53\) does not answer .* \(AA flag not set\)/,
    );
    expect(message({ ...lame, authoritative: true })).toMatch(/ for example\.com \(no SOA\): a lame delegation/);
    expect(message({ ...lame, failure: 'REFUSED from 198.51.100.53' })).toMatch(
      / for example\.com \(REFUSED from 198\.51\.100\.53\): a lame delegation/,
    );
    expect(message({ ...lame, delegatedByParent: true })).toMatch(
      /^Nameserver ns2\.example\.com \(198\.51\.100\.53\), to which the registry delegates the zone, does not answer/,
    );
  });

  it('blame differing answers on a server that is behind only when the serials differ too', () => {
    const differing: NameserverAnswers = {
      apex,
      name: 'docs.example.com',
      type: 'A',
      answers: [
        { records: ['192.0.2.1', '192.0.2.2'], nxdomain: false, servers: [ns1] },
        { records: [], nxdomain: true, servers: [ns2] },
        { records: [], nxdomain: false, servers: [given] },
      ],
      serials: [{ serial: 7, servers: [ns1, ns2, given] }],
    };
    const sameSerial = formatFinding(NAMESERVERS_WORDS.NAMESERVER_ANSWERS_DIFFER, differing);
    expect(sameSerial.message).toMatch(
      /^The nameservers of example\.com answer differently for docs\.example\.com A: 192\.0\.2\.1 192\.0\.2\.2 at ns1\.example\.com \(192\.0\.2\.53\); NXDOMAIN at ns2\.example\.com \(198\.51\.100\.53\); no A record at 127\.0\.0\.9:5353\. /,
    );
    expect(sameSerial.message).toMatch(/ They serve the same SOA serial, so the zone is edited in two places/);
    expect(sameSerial.fix).toBe(
      'Make every nameserver of example.com serve the same A record at docs.example.com: correct it where it is wrong.',
    );

    const behind = formatFinding(NAMESERVERS_WORDS.NAMESERVER_ANSWERS_DIFFER, {
      ...differing,
      serials: [
        { serial: 8, servers: [ns1] },
        { serial: 7, servers: [ns2, given] },
      ],
    });
    expect(behind.message).toMatch(
      / The SOA serials differ too \(8 at ns1\.example\.com \(192\.0\.2\.53\); 7 at ns2\.example\.com \(198\.51\.100\.53\), 127\.0\.0\.9:5353\): the server with the older serial/,
    );
    expect(behind.fix).toMatch(/, and ask the DNS host of the server that is behind to fix its zone transfers\.$/);
  });

  it('give the wait of a nameserver move from the longer of the cached and the registry’s TTL', () => {
    const move = {
      apex,
      registry: { hosts: ['beta-dns.test'], nameservers: ['ns1.beta-dns.test'] },
      resolver: '127.53.0.53',
      cachedNs: ['ns1.alpha-dns.test'],
      cachedSeconds: 300,
      registryTtl: 7200,
    };
    expect(formatFinding(NAMESERVERS_WORDS.DELEGATION_PROPAGATING, move).fix).toBe(
      'Make every DNS change at beta-dns.test (ns1.beta-dns.test), the host the registry delegates to; then wait about 2 hours and run this again.',
    );
    expect(NAMESERVERS_WORDS.DELEGATION_PROPAGATING.message({ ...move, registryTtl: null })).toMatch(
      /\(300 s left\);.* The registry's NS TTL is \? s: expect every resolver to follow within about 5 minutes\.$/,
    );
  });

  it('say that no nameserver was found when discovery gave no reason', () => {
    expect(NAMESERVERS_WORDS.NAMESERVERS_LOOKUP_FAILED.message({ apex, detail: null })).toBe(
      'Could not find the nameservers of example.com: none found.',
    );
  });
});
