/**
 * What a resolver does besides resolving, and the truth read past it: the probes of each resolver
 * (`traits.ts`), the corrector every lookup goes through (`correction.ts`) and the findings that say
 * what was seen (`findings.ts`). The engine is handed this reader (`RunCheckListOptions.resolverLies`),
 * as it is handed the DNS host detector: the command line passes it; a browser's checks, whose only
 * resolver is the DNS-over-HTTPS endpoint the site chose, run without it and do not carry its code.
 */
import { lieCorrector } from './correction.ts';
import { lieFindings } from './findings.ts';
import { impossibleName, probeTraits } from './traits.ts';

export const RESOLVER_LIE_READER = { impossibleName, probeTraits, lieCorrector, lieFindings };

export type ResolverLieReader = typeof RESOLVER_LIE_READER;
