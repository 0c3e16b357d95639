/**
 * Who processes the RFC 8657 parameters `accounturi` and `validationmethods`, as data with its source:
 * Let's Encrypt's Boulder does today, and CA/Browser Forum ballot SC-098v2 makes every publicly
 * trusted CA process them from the day it takes effect.
 */
import type { RuleSource } from '../../core/rule-source.ts';

export const RFC_8657_PROCESSING = {
  /** Boulder checks both parameters before it issues (`caaAccountURIMatches`, `caaValidationMethodMatches`). */
  boulder: {
    title: 'letsencrypt/boulder va/caa.go (caaAccountURIMatches, caaValidationMethodMatches)',
    url: 'https://github.com/letsencrypt/boulder/blob/main/va/caa.go',
    read: '2026-11-28',
  },
  ballot: 'SC-098v2',
  passed: '2026-05-13',
  /** From this day every CA must process the parameters (the ballot's summary). */
  effective: '2027-03-15',
  sources: [
    {
      title: 'CA/Browser Forum, "Ballot SC098v2: Process RFC 8657 CAA Parameters" (voting results, 13 May 2026)',
      url: 'https://cabforum.org/2026/05/13/ballot-sc098v2-process-rfc-8657-caa-parameters/',
      read: '2026-11-28',
    },
    {
      title: 'Ballot SC-098v2 discussion: "These requirements take effect on March 15, 2027"',
      url: 'https://groups.google.com/a/groups.cabforum.org/g/servercert/c/4oUI4jd2mXE',
      read: '2026-11-28',
    },
  ],
} as const satisfies {
  readonly boulder: RuleSource;
  readonly ballot: string;
  readonly passed: string;
  readonly effective: string;
  readonly sources: readonly RuleSource[];
};

/** What the CA does with the parameters, in one sentence for a finding. */
export function whoProcessesParameters(reading: 'boulder' | 'rfc', issuer: string): string {
  const { ballot, passed, effective } = RFC_8657_PROCESSING;
  return reading === 'boulder'
    ? ` Let’s Encrypt enforces these parameters: it issues only when they match.`
    : ` Every CA must process these parameters from ${effective} (CA/Browser Forum ballot ${ballot}, passed ${passed}); until then ask ${issuer} whether it does.`;
}
