import type { APIRoute, GetStaticPaths } from 'astro';

import { getPublicSuffixRulesByTld } from '../../../../components/domain-check/public-suffix-rules.ts';
import type { TldRules } from '../../../../components/domain-check/public-suffix.ts';

/**
 * The Public Suffix rules of one top-level domain (ICANN section), which the "Check your domain"
 * page fetches for each domain it checks. Only top-level domains with rules besides themselves
 * get a file; the page knows which from the list it is rendered with.
 */
export const getStaticPaths = (() =>
  [...getPublicSuffixRulesByTld()].map(([tld, rules]) => ({
    params: { tld },
    props: { rules },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ rules: TldRules }> = ({ props }) =>
  new Response(JSON.stringify(props.rules), { headers: { 'Content-Type': 'application/json' } });
