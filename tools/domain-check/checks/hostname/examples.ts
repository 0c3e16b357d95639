import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each hostname finding for its section on the findings page: the params the check would give. */
export const HOSTNAME_EXAMPLES: CheckExamples<'hostname'> = ({ domain }) => ({
  HOSTNAME_OK: { domain },
  HOSTNAME_INVALID: { domain: 'docs example.com', reason: '"docs example.com" contains a space; remove it' },
});
