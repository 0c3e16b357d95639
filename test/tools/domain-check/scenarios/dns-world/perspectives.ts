import { defineScenarios } from '../scenario.ts';

const SOURCE = 'CA/B Forum Baseline Requirements §3.2.2.9 (ballot SC-067); RFC 7871 §6, §7.2.1';

/**
 * The CA repeats its lookups from remote perspectives in several registries' regions, and a quorum must
 * agree. A DNS host that answers by the asker's location is asked as from each region (EDNS Client
 * Subnet), and the regions that see another answer are named with the quorum of the rule in force.
 */
export default defineScenarios([
  {
    title: 'a geo-steering host whose CNAME differs for two regions out of five fails the CA’s quorum',
    source: SOURCE,
    zone: 'geosteer.test',
    domain: 'docs.geosteer.test',
    delegation: ['handmade'],
    records: 'docs CNAME cname.platform.test.',
    answersByRegion: { regions: ['APNIC', 'AFRINIC'], records: 'docs CNAME old-host.platform.test.' },
    expect: {
      status: 'action-required',
      problems: ['PERSPECTIVES_DIFFER'],
      fixes: [
        {
          check: 'perspectives',
          messageSays: [
            "127.53.2.1 answers docs.geosteer.test CNAME by the asker's region: ARIN, RIPE NCC, LACNIC see CNAME cname.platform.test.; APNIC, AFRINIC see CNAME old-host.platform.test. The CA checks",
            '2 of 5 regions disagree (APNIC, AFRINIC), so the quorum fails',
          ],
        },
      ],
    },
  },
  {
    title: 'an apex whose A record a geo-steering host gives two regions from elsewhere fails the CA’s quorum',
    source: SOURCE,
    zone: 'geoapex.test',
    domain: 'geoapex.test',
    delegation: ['handmade'],
    records: '@ A 192.0.2.10\n@ AAAA 2001:db8::10',
    answersByRegion: { regions: ['APNIC', 'AFRINIC'], records: '@ A 198.51.100.7\n@ AAAA 2001:db8::10' },
    expect: {
      status: 'action-required',
      problems: ['PERSPECTIVES_DIFFER'],
      fixes: [
        {
          check: 'perspectives',
          messageSays: ['APNIC, AFRINIC see A 198.51.100.7', '2 of 5 regions disagree (APNIC, AFRINIC)'],
        },
      ],
    },
  },
  {
    title: 'a host that answers by client subnet but alike for every region is ready',
    source: SOURCE,
    zone: 'geoalike.test',
    domain: 'docs.geoalike.test',
    delegation: ['handmade'],
    records: 'docs CNAME cname.platform.test.',
    answersByRegion: { regions: [], records: 'docs CNAME cname.platform.test.' },
    expect: { status: 'ready', problems: [] },
  },
]);
