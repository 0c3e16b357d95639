/** The words of a failed lookup's causes: each names the zone's servers and what each answered, from the finding's params. */
import { describe, expect, it } from 'vitest';
import { LOOKUP_CAUSE_WORDS } from '../../../../../tools/domain-check/findings/words/lookup-cause.ts';

const servers = [
  { name: 'ns1.example.com', address: '192.0.2.53', answer: 'no answer with EDNS, an answer without it' },
  { name: null, address: '198.51.100.53:5300', answer: 'no answer with EDNS, an answer without it' },
];

describe('the words of a lookup’s cause', () => {
  it('name each server by its NS name and address (or the address alone when none was given) and what it answered', () => {
    const message = LOOKUP_CAUSE_WORDS.NAMESERVER_DROPS_EDNS.message({ name: 'example.com', servers });
    expect(message).toContain('example.com');
    expect(message).toContain('ns1.example.com (192.0.2.53): no answer with EDNS, an answer without it');
    expect(message).toContain('198.51.100.53:5300: no answer with EDNS');
    expect(message).toContain('RFC 6891 §7');
  });

  it('blame the missing TCP answer, not the DS, when the zone’s keys cannot be read', () => {
    const noTcp = (type: string) =>
      LOOKUP_CAUSE_WORDS.NAMESERVER_NO_TCP.message({ name: 'example.com', type, servers });
    expect(noTcp('DNSKEY')).toContain('the DS at the registry is not to blame');
    expect(noTcp('CAA')).toContain('RFC 8659 §3');
    expect(noTcp('CAA')).not.toContain('DS at the registry');
  });
});
