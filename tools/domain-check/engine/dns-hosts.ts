import { getRegistrableDomain } from './domain-names.ts';

/** Nameserver domains of common DNS hosts, to tell the user where to make the change. */
const KNOWN_DNS_HOSTS: readonly (readonly [suffix: string, host: string])[] = [
  ['ns.cloudflare.com', 'Cloudflare'],
  ['awsdns', 'Amazon Route 53'],
  ['domaincontrol.com', 'GoDaddy'],
  ['registrar-servers.com', 'Namecheap'],
  ['googledomains.com', 'Google Cloud DNS'],
  ['google.com', 'Google Cloud DNS'],
  ['azure-dns', 'Azure DNS'],
  ['nsone.net', 'NS1'],
  ['dnsimple.com', 'DNSimple'],
  ['digitalocean.com', 'DigitalOcean'],
  ['hetzner.com', 'Hetzner'],
  ['gandi.net', 'Gandi'],
  ['ovh.net', 'OVHcloud'],
  ['vercel-dns.com', 'Vercel'],
  ['netlify', 'Netlify'],
  ['dynect.net', 'Oracle Dyn'],
  ['ultradns', 'UltraDNS'],
];

/**
 * The DNS hosts that run these nameservers, each once: a known host's name, or the nameservers' own
 * registrable domain when the host is not known.
 */
export function dnsHostsOf(nsNames: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const name of nsNames) {
    const known = KNOWN_DNS_HOSTS.find(([suffix]) => name.includes(suffix));
    hosts.add(known ? known[1] : (getRegistrableDomain(name) ?? name));
  }
  return [...hosts];
}
