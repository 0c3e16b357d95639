/** Names around a domain: its ancestors, and the registrable domain the Public Suffix List gives. */
import { getDomain } from 'tldts';
import { splitLabels } from '../dns/wire-names.ts';

/** `docs.eu.example.com` → [`docs.eu.example.com`, `eu.example.com`, `example.com`] down to `stopAt`. */
export function nameAndAncestors(name: string, stopAt?: string): string[] {
  const labels = splitLabels(name);
  const names: string[] = [];
  for (let i = 0; i < labels.length; i += 1) {
    const candidate = labels.slice(i).join('.');
    names.push(candidate);
    if (candidate === stopAt) break;
  }
  return names;
}

/** The registrable domain by the ICANN section of the Public Suffix List. */
export function getRegistrableDomain(name: string): string | null {
  return getDomain(name, { allowPrivateDomains: false });
}
