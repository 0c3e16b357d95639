import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the hostname check's findings, for the findings page. */
export const HOSTNAME_DOCS = {
  HOSTNAME_OK: {
    check: 'hostname',
    title: 'Hostname is valid',
    explanation:
      'The domain is a syntactically valid hostname: letters, digits and hyphens, labels of 1–63 characters.',
  },
  HOSTNAME_INVALID: {
    check: 'hostname',
    title: 'Hostname is not valid',
    explanation:
      'The domain is not a hostname that DNS can hold: it has an empty or over-long label, a character outside letters, digits and hyphens, or is longer than 253 characters.',
  },
} as const satisfies Record<string, FindingDocs>;

/** What each hostname finding says about the domain checked. */
export const HOSTNAME_WORDS = {
  HOSTNAME_OK: { message: ({ domain }: { domain: string }) => `${domain} is a valid hostname.` },
  HOSTNAME_INVALID: {
    message: ({ domain, reason }: { domain: string; reason: string }) =>
      `${domain} is not a valid hostname: ${reason}.`,
    fix: () => 'Use the bare hostname, such as docs.example.com.',
  },
} satisfies WordsOf<keyof typeof HOSTNAME_DOCS>;

/** An example of each hostname finding for its section on the findings page: the params the check would give. */
export const HOSTNAME_EXAMPLES: CheckExamples<'hostname'> = ({ domain }) => ({
  HOSTNAME_OK: { domain },
  HOSTNAME_INVALID: { domain: 'docs example.com', reason: '"docs example.com" contains a space; remove it' },
});
