import { z } from 'zod';

/**
 * The platform's ACME account URI at its certificate authority, as CAA `accounturi` names it
 * (RFC 8657 §3): an absolute URI, compared byte for byte.
 */
export const acmeAccountUriSchema = z
  .string({ error: 'must be a string: the platform’s ACME account URI' })
  .regex(/^[A-Za-z][A-Za-z0-9+.-]*:[\x21-\x3a\x3c-\x7e]+$/, {
    error:
      'must be an absolute URI with no space or ";", such as https://acme-v02.api.letsencrypt.org/acme/acct/123456',
  })
  .meta({
    description:
      'The ACME account URI the platform requests certificates with, compared with the accounturi parameter of CAA records (RFC 8657 §3). Ask the platform; without it, a record that names an account gives a warning.',
    examples: ['https://acme-v02.api.letsencrypt.org/acme/acct/123456'],
  });

/** The platform's ACME validation method, as CAA `validationmethods` lists them (RFC 8657 §4). */
export const validationMethodSchema = z
  .string({ error: 'must be a string: an ACME validation method such as http-01' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'must be one ACME validation method label, such as http-01 or dns-01' })
  .meta({
    description:
      'The ACME validation method the platform validates the domain with (http-01, dns-01, tls-alpn-01, …), compared with the validationmethods parameter of CAA records (RFC 8657 §4). Ask the platform; without it, a record that lists methods gives a warning.',
    examples: ['http-01'],
  });
