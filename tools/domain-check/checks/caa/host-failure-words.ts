/**
 * What the caa check says when the zone's own nameservers answer CAA queries with an error. Loaded
 * only after a CAA lookup has failed, with the code that asks the nameservers.
 */
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CAA_DOCS } from './words.ts';

export interface CaaHostFailureParams {
  /** The name whose CAA query fails. */
  readonly name: string;
  /** Each nameserver asked, and the error it answered. */
  readonly answers: readonly { readonly server: string; readonly rcode: 'SERVFAIL' | 'REFUSED' }[];
}

const listAnswers = ({ answers }: CaaHostFailureParams): string =>
  answers.map(({ server, rcode }) => `${server} ${rcode}`).join(', ');

export const CAA_HOST_FAILURE_WORDS = {
  CAA_DNS_HOST_FAILS: {
    message: (params: CaaHostFailureParams) =>
      `The zone's nameservers answer CAA queries at ${params.name} with an error (${listAnswers(params)}) while they answer other queries there. The certificate authority asks CAA before it issues and refuses when that lookup fails (RFC 8659 §3), so the certificate will not be issued.`,
    fix: ({ name }: CaaHostFailureParams) =>
      `Ask your DNS host to answer CAA queries at ${name}: an empty answer (NOERROR, no records) is enough. If it cannot, move the zone to a DNS host that can. Then run this again.`,
  },
} satisfies WordsOf<keyof typeof CAA_DOCS>;
