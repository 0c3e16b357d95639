import { z } from 'zod';
import { acmeAccountUriSchema, validationMethodSchema } from './acme-schema.ts';
import { describeJsonValue } from './errors.ts';
import { hostnameSchema, wrongTypeError } from './hostname-schema.ts';
import { findCrossFieldProblems } from './cross-field-rules.ts';
import { redirectsSchema } from './redirect-schema.ts';

/** The CAA issuer domains the project's certificate authority uses (RFC 8659 §4.2 `issue` values). */
const caIssuersSchema = z
  .array(hostnameSchema({ description: 'A CAA issuer domain name.', examples: ['letsencrypt.org'] }), {
    error: wrongTypeError('a list (JSON array) of issuer domains like ["letsencrypt.org"]'),
  })
  .min(1, {
    error: 'is empty; list at least one issuer domain like ["letsencrypt.org"], or remove "caIssuers"',
  })
  .meta({
    description:
      'The CAA issuer domains of the certificate authority that issues the certificates, used to check that CAA records allow it.',
    examples: [['letsencrypt.org']],
  });

/** The whole `domains.json`: the primary domain, its redirects, and what the checks compare against. */
export const domainConfigSchema = z
  .strictObject(
    {
      /**
       * The JSON Schema for editor completion; ignored by domain-check.
       * @example "./node_modules/@petstore-docs/domain-check/domains.schema.json"
       */
      $schema: z
        .string({ error: wrongTypeError('a path or URL to the JSON Schema') })
        .optional()
        .meta({ description: 'The JSON Schema of this file, for editor completion. Ignored by domain-check.' }),
      /**
       * The domain visitors end up at; every redirect points here.
       * @example "docs.example.com"
       */
      primary: hostnameSchema({
        description: 'The domain visitors end up at. Every redirect points here.',
        examples: ['docs.example.com'],
      }),
      /**
       * Domains that redirect to the primary with status 301.
       * @default []
       * @example [{ "from": "www.example.com", "to": "docs.example.com", "status": 301 }]
       */
      redirects: redirectsSchema,
      /**
       * The platform's hostname that a subdomain's CNAME points at, as the dashboard shows it.
       * Without it the CNAME and apex checks cannot compare targets.
       * @example "petstore.pages.example-host.net"
       */
      platformHost: hostnameSchema({
        description: "The platform's hostname that a subdomain's CNAME record points at, as the dashboard shows it.",
        examples: ['petstore.pages.example-host.net'],
      }).optional(),
      /**
       * CAA issuer domains allowed to issue the certificate; at least one when given.
       * @example ["letsencrypt.org"]
       */
      caIssuers: caIssuersSchema.optional(),
      /**
       * The ACME account URI the platform requests certificates with, compared with CAA `accounturi`
       * (RFC 8657 §3). Ask the platform; without it, such a CAA record gives a warning.
       * @example "https://acme-v02.api.letsencrypt.org/acme/acct/123456"
       */
      acmeAccountUri: acmeAccountUriSchema.optional(),
      /**
       * The ACME validation method the platform uses, compared with CAA `validationmethods` (RFC 8657 §4).
       * Ask the platform; without it, such a CAA record gives a warning.
       * @example "http-01"
       */
      validationMethod: validationMethodSchema.optional(),
    },
    {
      error: ({ input }) =>
        `the config must be a JSON object like { "primary": "docs.example.com" }; found ${describeJsonValue(input)}`,
    },
  )
  .superRefine((config, context) => {
    // Runs only when the shape is valid; parse.ts runs the same rules over a config that is not.
    for (const { path, message } of findCrossFieldProblems(config)) {
      context.addIssue({ code: 'custom', path, message });
    }
  })
  .meta({
    title: 'domain-check config',
    description: 'The domains of a project for domain-check: the primary domain and the domains that redirect to it.',
  });

/** A parsed config: hostnames in lower-case ASCII (Punycode), no trailing dot; `redirects` always present. */
export type DomainConfig = z.output<typeof domainConfigSchema>;
/** What a `domains.json` may contain before normalisation. */
export type DomainConfigInput = z.input<typeof domainConfigSchema>;
