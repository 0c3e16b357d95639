import { z } from 'zod';
import { acmeAccountUriSchema, validationMethodSchema } from '../config/acme-schema.ts';
import { hostnameSchema } from '../config/hostname-schema.ts';

/**
 * What domain-check knows of the platform that hosts the docs: one typed object, so that a site owner
 * of our platform never has to tell the tool what our platform is. The deployment settings
 * (`deployment/settings.ts`) build it; `npm pack` bakes it into the package as its default, and the
 * site's checker page builds the same one. It is handed to the code that reads it, never imported.
 *
 * Every fact without a deployment setting comes from the custom-domain procedure of the source
 * document (part 1, "Documentation-site custom domains"); a fact it does not give stays unset.
 */

/** How a certificate authority reads a CAA set: as Let's Encrypt's Boulder does, or by the RFCs to the letter. */
export const caaReadingSchema = z.enum(['boulder', 'rfc']).meta({
  description:
    'How the CA reads CAA records: "boulder" as Let\'s Encrypt\'s software does (va/caa.go), "rfc" by RFC 8659 and RFC 8657 to the letter.',
});

export const certificateAuthoritySchema = z.strictObject({
  /**
   * The issuer domain name the CA recognises in CAA `issue` values (RFC 8659 §4.2).
   * @example "letsencrypt.org"
   */
  issuerDomain: hostnameSchema({ description: 'The CAA issuer domain name of the CA.', examples: ['letsencrypt.org'] }),
  /** How the CA reads a CAA set: the caa check judges the CA's CAA records by this reading. */
  caaReading: caaReadingSchema,
  /**
   * The CA's ACME directory (RFC 8555 §7.1.1), asked when the CA wants a certificate renewed (ACME
   * Renewal Information, RFC 9773); unset when the CA publishes none.
   * @example "https://acme-v02.api.letsencrypt.org/directory"
   */
  acmeDirectory: z
    .url({
      protocol: /^https$/,
      error: 'must be an https:// URL, such as https://acme-v02.api.letsencrypt.org/directory',
    })
    .optional()
    .meta({
      description:
        "The CA's ACME directory, asked for ACME Renewal Information (RFC 9773) about certificates it issued.",
      examples: ['https://acme-v02.api.letsencrypt.org/directory'],
    }),
  /**
   * The organisation (O) in the issuer name of the CA's certificates, so that only its own certificates
   * are asked about at its ACME directory.
   * @example ["Let's Encrypt"]
   */
  issuerOrganizations: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .meta({ description: "The issuer organisations (O) of the CA's certificates." }),
});

/** A 3xx status a redirect hop may answer with (RFC 9110 §15.4). */
const redirectStatusSchema = z.union([z.literal(301), z.literal(302), z.literal(303), z.literal(307), z.literal(308)]);

/** An https origin with no path: where the docs site is published. */
const docsSiteUrlSchema = z
  .url({ protocol: /^https$/, error: 'must be an https:// URL such as https://docs.example.com' })
  .refine((value) => !URL.canParse(value) || new URL(value).pathname === '/' || new URL(value).pathname === '', {
    error: 'must be an origin with no path, such as https://docs.example.com',
  })
  .transform((value) => new URL(value).origin);

export const platformProfileSchema = z.strictObject({
  /**
   * The platform host that a subdomain's CNAME points at (the source document's `{platform_host}`).
   * @example "cname.docs-platform.example"
   */
  cnameHost: hostnameSchema({
    description: "The platform host a subdomain's CNAME record points at, as the dashboard shows it.",
    examples: ['cname.docs-platform.example'],
  }),
  /**
   * The certificate authorities that issue for the platform, first the one CAA findings name.
   * @example [{ "issuerDomain": "letsencrypt.org", "caaReading": "boulder" }]
   */
  certificateAuthorities: z
    .tuple([certificateAuthoritySchema], certificateAuthoritySchema)
    .meta({ description: 'The certificate authorities that issue certificates for the platform.' }),
  /** The platform's ACME account URI (RFC 8657 §3); unset when the platform does not publish it. */
  acmeAccountUri: acmeAccountUriSchema.optional(),
  /** The ACME validation methods the platform uses (RFC 8657 §4); unset when not published. */
  validationMethods: z.array(validationMethodSchema).min(1).optional(),
  /**
   * The TTL, in seconds, the procedure gives for the records it asks for.
   * @example 3600
   */
  recordTtl: z
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .meta({ description: 'The TTL in seconds the procedure gives for the CNAME or ALIAS/ANAME record.' }),
  /**
   * The statuses the platform's own `http://host/… → https://host/…` hop may answer before the
   * configured 301: that hop is the platform's, not the site owner's.
   * @example [301]
   */
  httpsUpgradeStatuses: z
    .array(redirectStatusSchema)
    .min(1)
    .meta({ description: "The statuses the platform's own same-host http → https upgrade hop may answer." }),
  /** Words of the platform's dashboard, so findings send the owner to the place it names. */
  dashboard: z.strictObject({
    /**
     * Where a project's domains are kept.
     * @example "Project settings → Domains"
     */
    domainsSettings: z.string().min(1).meta({ description: "Where the dashboard keeps a project's domains." }),
  }),
  /**
   * Where the published docs are (`PETSTORE_SITE_URL`): finding links in human output are full URLs
   * when it is set.
   * @example "https://docs.example.com"
   */
  docsSiteUrl: docsSiteUrlSchema.optional(),
});

/** What the profile is built from, before hostnames are normalised. */
export type PlatformProfileInput = z.input<typeof platformProfileSchema>;
export type PlatformProfile = z.output<typeof platformProfileSchema>;
export type CertificateAuthority = z.output<typeof certificateAuthoritySchema>;

/**
 * The facts of the custom-domain procedure (source document, part 1) that no deployment setting
 * changes. The CA is domain-check's default: the source document names none, and Let's Encrypt is the
 * one CAA findings are written for (`checks/caa/`); the upgrade status is the 301 the procedure uses
 * for redirects, the only status domain-check accepted on that hop before it was a setting.
 */
export const PROCEDURE_FACTS = {
  certificateAuthorities: [
    {
      issuerDomain: 'letsencrypt.org',
      caaReading: 'boulder',
      // Let's Encrypt's production directory, as its clients fetch it (read 2026-11-28):
      // https://dev.to/jose_pollman_fa7c6ec43cdd/asking-lets-encrypt-when-to-renew-an-ari-request-built-by-hand-in-python-g6n
      acmeDirectory: 'https://acme-v02.api.letsencrypt.org/directory',
      // Its intermediates are "O = Let's Encrypt, CN = R10" and so on (letsencrypt.org/certificates, read 2026-11-28).
      issuerOrganizations: ["Let's Encrypt"],
    },
  ],
  recordTtl: 3600,
  httpsUpgradeStatuses: [301],
  dashboard: { domainsSettings: 'Project settings → Domains' },
} as const satisfies Omit<PlatformProfileInput, 'cnameHost'>;

/** What a deployment decides of the profile: the seed's `{platform_host}` and the docs' own address. */
export interface PlatformDeployment {
  readonly platformHost: string;
  readonly siteUrl?: string | undefined;
}

export class PlatformProfileError extends Error {
  override readonly name = 'PlatformProfileError';
  readonly code = 'PLATFORM_PROFILE_INVALID';
}

/**
 * The profile of a deployment: its settings over the procedure's facts.
 * @throws {PlatformProfileError} naming each field that is not valid.
 */
export function buildPlatformProfile(deployment: PlatformDeployment): PlatformProfile {
  return parsePlatformProfile({
    cnameHost: deployment.platformHost,
    ...structuredClone(PROCEDURE_FACTS),
    ...(deployment.siteUrl ? { docsSiteUrl: deployment.siteUrl } : {}),
  });
}

/** @throws {PlatformProfileError} naming each field that is not valid. */
export function parsePlatformProfile(input: unknown): PlatformProfile {
  const result = platformProfileSchema.safeParse(input);
  if (!result.success) throw new PlatformProfileError(`Invalid platform profile:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * What a run reads of the profile beside the settings a flag can override (the host, the CA issuers,
 * the ACME account): the TTL the records take, the platform's own upgrade hop, the dashboard's words,
 * and how each of the platform's CAs reads CAA.
 */
export type PlatformFacts = Pick<
  PlatformProfile,
  'recordTtl' | 'httpsUpgradeStatuses' | 'dashboard' | 'certificateAuthorities'
>;
