import { z } from 'zod';

/**
 * What domain-check knows of one DNS host (the company whose nameservers serve a zone): how to tell it
 * from its NS names, and what its panel calls the things our fixes ask for. One typed object per host,
 * like the platform profile (`platform-profile.ts`); the hosts are data in `dns-hosts/`.
 *
 * Every fact carries the documentation it comes from and the date it was read: the host's own page, or,
 * where none was found, pages of two independent third parties (a hosting platform's or a certificate
 * authority's instructions for that host, a maintained multi-provider project's documentation). A fact
 * without such sources is left out (unknown), and the words then fall back to the generic ones: nothing
 * is guessed.
 */

/**
 * Who publishes a source: `vendor` is the host itself (its documentation, help centre, API reference or
 * a repository of its own); the others are third parties that document the host.
 */
export const sourcePublisherSchema = z.enum([
  'vendor',
  'hosting-platform',
  'certificate-authority',
  'multi-provider-project',
]);

/** Where a fact was read: the page and the day, and who publishes it. */
export const factSourceSchema = z.strictObject({
  /**
   * The page the fact is read from.
   * @example "https://developers.cloudflare.com/dns/cname-flattening/"
   */
  url: z.url({ protocol: /^https?$/ }),
  /**
   * The day the page was read (ISO 8601 date).
   * @example "2026-11-25"
   */
  read: z.iso.date(),
  /** What else the reader should know of the source (it is a mirror, another vendor's page, …). */
  note: z.string().min(1).optional(),
  /**
   * Who publishes the page: the host itself, or a third party that documents it. Left out, the host.
   * (No default that fills it in: the table as written is the table as read, so it loads unparsed.)
   */
  publisher: sourcePublisherSchema.optional(),
});

/**
 * Who stands behind a page: its site, `www.` left off, so that two pages of one site are one source;
 * on GitHub, the repository, since two projects hosted there are independent of each other.
 */
function siteOf(url: string): string {
  const { hostname, pathname } = new URL(url);
  const site = hostname.replace(/^www\./, '');
  if (site !== 'github.com' && site !== 'raw.githubusercontent.com') return site;
  const [owner = '', repository = ''] = pathname.split('/').filter(Boolean);
  return `github.com/${owner.toLowerCase()}/${repository.toLowerCase()}`;
}

/**
 * A fact stands on the host's own page, or on two independent third parties: when no source is the
 * vendor's, the sources must come from at least two sites.
 */
function requireIndependentSources(
  fact: { readonly source: FactSource; readonly corroboratedBy?: readonly FactSource[] | undefined },
  context: z.RefinementCtx,
): void {
  const sources = [fact.source, ...(fact.corroboratedBy ?? [])];
  if (sources.some((source) => (source.publisher ?? 'vendor') === 'vendor')) return;
  if (new Set(sources.map((source) => siteOf(source.url))).size >= 2) return;
  context.addIssue({
    code: 'custom',
    path: ['corroboratedBy'],
    message:
      'a fact no vendor page states needs a second, independent source: a third party on another site (corroboratedBy)',
  });
}

/** A fact and its source; for a fact no vendor page states, the independent source that confirms it. */
function sourced<T extends z.ZodType>(value: T) {
  return z
    .strictObject({
      value,
      source: factSourceSchema,
      /** Further sources of the same fact; required (another site) when `source` is not the vendor's. */
      corroboratedBy: z.array(factSourceSchema).min(1).optional(),
    })
    .superRefine(requireIndependentSources);
}

/**
 * Whether the host can point a zone's apex at an outside host name, and what it calls that.
 * - `record`: a record type of its own (`ALIAS`, `ANAME`), or a CNAME it flattens at the apex.
 * - `own-cloud-only`: its alias records point only at its own cloud's resources, never at our platform.
 * - `none`: its documentation says the apex cannot point at a host name.
 */
export const apexPointingSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('record'),
    /**
     * The record type to choose in the panel.
     * @example "ALIAS"
     */
    recordType: z.enum(['ALIAS', 'ANAME', 'CNAME']),
    /**
     * What the host calls the feature, when it is not the record type itself.
     * @example "CNAME flattening"
     */
    feature: z.string().min(1).optional(),
  }),
  z.strictObject({
    kind: z.literal('own-cloud-only'),
    /**
     * What the host calls its alias records.
     * @example "alias record"
     */
    feature: z.string().min(1),
    /**
     * What they can point at, in the host's words.
     * @example "AWS resources such as CloudFront distributions and ELB load balancers"
     */
    targets: z.string().min(1),
  }),
  z.strictObject({ kind: z.literal('none') }),
]);

/** A proxy or CDN mode: the host answers with its own addresses instead of the record's. */
export const proxyModeSchema = z.strictObject({
  /** What the panel calls the mode when on and off. */
  mode: sourced(
    z.strictObject({
      /**
       * The mode that answers with the host's own addresses.
       * @example "Proxied"
       */
      onName: z.string().min(1),
      /**
       * The mode that answers with the record itself.
       * @example "DNS only"
       */
      offName: z.string().min(1),
    }),
  ),
  /**
   * The address ranges (CIDR) the proxy answers with, as the host publishes them.
   * @example ["104.16.0.0/13", "2606:4700::/32"]
   */
  ranges: sourced(z.array(z.cidrv4().or(z.cidrv6())).min(1)),
});

/**
 * What the panel's form calls the fields of the record the procedure asks for (a CNAME, or the apex's
 * own record), as the host's documentation names them.
 */
export const recordFieldsSchema = z.strictObject({
  /**
   * The record type.
   * @example "Type"
   */
  type: z.string().min(1).optional(),
  /**
   * The record's name.
   * @example "Name"
   */
  name: z.string().min(1),
  /**
   * The host name the record points at.
   * @example "Target"
   */
  value: z.string().min(1),
  /**
   * The TTL.
   * @example "TTL"
   */
  ttl: z.string().min(1).optional(),
  /**
   * The proxy switch, for a host with a proxy mode.
   * @example "Proxy status"
   */
  proxy: z.string().min(1).optional(),
});

/**
 * Behaviour the host does not show in its panel but that changes what resolvers see, typed by the
 * finding whose fix it changes, so that the finding can say it where it matters.
 * - `adds-caa`: the host adds CAA records of its own for the certificate authorities it uses, which its
 *   panel does not list.
 * - `note`: anything else, in the host's words, shown in the fixes about `about`.
 */
export const hiddenBehaviourSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('adds-caa'),
    /**
     * The issuer domains of the CAA records the host adds, as its documentation lists them.
     * @example ["pki.goog", "letsencrypt.org"]
     */
    issuers: z.array(z.string().min(1)).min(1),
    /**
     * When the host adds them, in its words (completes "adds them …").
     * @example "when Universal SSL or advanced certificates are on and the zone has any CAA record"
     */
    when: z.string().min(1),
  }),
  z.strictObject({
    kind: z.literal('note'),
    /**
     * The fixes the note changes: `apex` where the apex's own record is created or changed, `proxy`
     * where a record is answered by the host's proxy, `record-name` where a record's name is typed.
     */
    about: z.enum(['apex', 'proxy', 'record-name']),
    /** The behaviour, in one sentence. */
    text: z.string().min(1),
  }),
]);

/**
 * The host's own redirect for a name (domain forwarding): a web server of the host that answers the
 * name with a redirect. The way out for an apex the host cannot point at a host name.
 */
export const forwardingSchema = z.strictObject({
  /**
   * What the panel calls the feature.
   * @example "Forwarding"
   */
  feature: z.string().min(1),
  /**
   * The HTTP status it sends unless told otherwise (RFC 9110 §15.4).
   * @example 301
   */
  defaultStatus: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  /**
   * What the panel calls the choice that sends a 301, where the default is another status.
   * @example "Permanent (301)"
   */
  permanentChoice: z.string().min(1).optional(),
});

/** A record the host puts in a new zone of its own accord (its parking page), in the panel's notation. */
export const parkingRecordSchema = z.strictObject({
  /** @example "ALIAS" */
  type: z.string().min(1),
  /** @example "@" */
  name: z.string().min(1),
  /** @example "pixie.porkbun.com" */
  value: z.string().min(1),
});

/** The TTLs a host's panel takes for a record the owner sets, as its documentation states them. */
export const ttlRangeSchema = z.strictObject({
  /**
   * The lowest TTL, in seconds, on the host's ordinary plans.
   * @example 60
   */
  min: z.int().min(0),
  /**
   * The highest TTL, in seconds, when the host states one.
   * @example 86400
   */
  max: z.int().min(1).optional(),
  /** The host's automatic TTL: what the panel calls it, what it answers with, and which records get it. */
  auto: z
    .strictObject({
      /**
       * @example "Auto"
       */
      label: z.string().min(1),
      /**
       * @example 300
       */
      seconds: z.int().min(1),
      /**
       * The records that have it, in the host's words.
       * @example "proxied records"
       */
      appliesTo: z.string().min(1),
    })
    .optional(),
});

/**
 * DNSSEC signing the host does in one step from its panel: it signs the zone and gives the DS record
 * the owner adds at the registrar (RFC 4035 §5.2: the DS at the parent must match a key of the zone).
 */
export const dnssecSigningSchema = z.strictObject({
  /**
   * Where in the panel the switch is.
   * @example "the DNS Settings page"
   */
  where: z.string().min(1),
  /**
   * What the panel calls the switch that signs the zone.
   * @example "Enable DNSSEC"
   */
  enable: z.string().min(1),
  /**
   * Where the panel shows the DS record once signing is on.
   * @example "DS record on the DNSSEC card"
   */
  showsDs: z.string().min(1),
});

export const dnsHostProfileSchema = z.strictObject({
  /**
   * A stable id, kebab-case.
   * @example "cloudflare"
   */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /**
   * The host's name as site owners know it.
   * @example "Cloudflare"
   */
  displayName: z.string().min(1),
  /**
   * Suffixes of the NS names that identify the host, compared label by label; `*` in a label stands
   * for any characters in that label (`awsdns-*.com` matches `ns-1.awsdns-01.com`). The source is
   * required: the host's own page or repository that names its nameservers, or two independent third
   * parties. Without them the host is left out of the table, and its zones are named by their NS names
   * as an unknown host.
   */
  nameservers: z
    .strictObject({
      patterns: z.array(z.string().regex(/^[a-z0-9*-]+(\.[a-z0-9*-]+)+$/)).min(1),
      source: factSourceSchema,
      /** Further sources; required (another site) when `source` is not the vendor's. */
      corroboratedBy: z.array(factSourceSchema).min(1).optional(),
    })
    .superRefine(requireIndependentSources),
  /**
   * Other services whose zones are served by nameservers of the same names, as a source states it: a
   * zone at those names cannot be told from one at this host, so detection names neither (it lists
   * them all) and the host's words come only where the owner names it by its id.
   * @example { value: ["Google Domains"], source: { url: "https://…", read: "2026-11-28" } }
   */
  sharesNameserversWith: sourced(z.array(z.string().min(1)).min(1)).optional(),
  /** Whether and how the apex can point at an outside host name; unknown when absent. */
  apex: sourced(apexPointingSchema).optional(),
  /** The host's proxy/CDN mode, if it has one. */
  proxy: proxyModeSchema.optional(),
  /** How the panel names the apex: `@`, or an empty name field. */
  apexName: sourced(z.enum(['@', 'empty'])).optional(),
  /** Whether the panel takes record names relative to the zone (`www`) or in full (`www.example.com`). */
  recordNames: sourced(z.enum(['relative', 'full'])).optional(),
  /**
   * How the panel reads a host name typed as a record's value (a CNAME's target): `relative`, the zone
   * is appended unless the value ends with a dot, as in a zone file (RFC 1035 §5.1); `absolute`, as
   * typed; `final-dot-required`, a value that does not end with a dot is refused. Unknown when absent,
   * and the words then say nothing of a trailing dot.
   */
  targetNames: sourced(z.enum(['relative', 'absolute', 'final-dot-required'])).optional(),
  /** What the panel calls a record's fields. */
  recordFields: sourced(recordFieldsSchema).optional(),
  /** DNSSEC signing in one step from the panel, when the host documents it. */
  dnssecSigning: sourced(dnssecSigningSchema).optional(),
  /** The TTLs the panel accepts for a record, and its automatic TTL. */
  ttl: sourced(ttlRangeSchema).optional(),
  /** Behaviour the host does not show in its panel but that changes what resolvers see. */
  hides: z.array(sourced(hiddenBehaviourSchema)).optional(),
  /** The host's own redirect for a name, when it has one and a source says what it sends. */
  forwarding: sourced(forwardingSchema).optional(),
  /** The records the host puts in a new zone (a parking page): they answer where the platform's records go. */
  parking: sourced(z.array(parkingRecordSchema).min(1)).optional(),
});

export type DnsHostProfileInput = z.input<typeof dnsHostProfileSchema>;
export type DnsHostProfile = z.output<typeof dnsHostProfileSchema>;
export type ApexPointing = z.output<typeof apexPointingSchema>;
export type RecordFields = z.output<typeof recordFieldsSchema>;
export type FactSource = z.output<typeof factSourceSchema>;
export type HiddenBehaviour = z.output<typeof hiddenBehaviourSchema>;
export type TtlRange = z.output<typeof ttlRangeSchema>;
export type DnssecSigning = z.output<typeof dnssecSigningSchema>;
export type Forwarding = z.output<typeof forwardingSchema>;
export type ParkingRecord = z.output<typeof parkingRecordSchema>;

export class DnsHostProfileError extends Error {
  override readonly name = 'DnsHostProfileError';
  readonly code = 'DNS_HOST_PROFILE_INVALID';
}

/** Whether each of two hosts says the other's zones go by the same NS names (`sharesNameserversWith`). */
function shareNameservers(a: DnsHostProfile, b: DnsHostProfile): boolean {
  // "Squarespace Domains (formerly Google Domains)" names the host "Squarespace Domains".
  const names = (service: string, host: DnsHostProfile) =>
    service === host.displayName || service.startsWith(`${host.displayName} (`);
  const shares = (host: DnsHostProfile, other: DnsHostProfile) =>
    host.sharesNameserversWith?.value.some((service) => names(service, other)) ?? false;
  return shares(a, b) && shares(b, a);
}

/**
 * The table of hosts, each checked against the schema; ids must be unique, and so must NS patterns,
 * but for two hosts that each say the other's zones go by the same names.
 * @throws {DnsHostProfileError} naming each field that is not valid.
 */
export function parseDnsHostProfiles(input: readonly unknown[]): DnsHostProfile[] {
  const result = z.array(dnsHostProfileSchema).safeParse(input);
  if (!result.success) throw new DnsHostProfileError(`Invalid DNS host table:\n${z.prettifyError(result.error)}`);
  const seen = new Map<string, DnsHostProfile>();
  for (const host of result.data) {
    for (const key of [`id ${host.id}`, ...host.nameservers.patterns.map((pattern) => `pattern ${pattern}`)]) {
      const owner = seen.get(key);
      if (owner !== undefined && !(key.startsWith('pattern ') && shareNameservers(host, owner)))
        throw new DnsHostProfileError(`Invalid DNS host table: ${key} of ${host.id} is also ${owner.id}'s`);
      seen.set(key, host);
    }
  }
  return result.data;
}
