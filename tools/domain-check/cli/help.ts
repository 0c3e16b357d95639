import {
  ACME_ACCOUNT_URI_ENV,
  DEFAULT_CA,
  DEFAULT_CONFIG,
  DEFAULT_TIMEOUT_SECONDS,
  PLATFORM_HOST_ENV,
  VALIDATION_METHOD_ENV,
} from './defaults.ts';
import { PACKAGE_NAME } from './package-name.ts';
import { SETTING_ORDER_SENTENCE } from './setting-order.ts';
import { DEFAULT_PLATFORM_PROFILE } from '../config/default-platform-profile.ts';
import { FINDINGS_PAGE_PATH } from '../findings/docs-path.ts';

/** The findings page: its full URL when the package knows where the docs are published. */
function findingDocsSitePage(): string {
  const { docsSiteUrl } = DEFAULT_PLATFORM_PROFILE;
  return docsSiteUrl ? new URL(FINDINGS_PAGE_PATH, docsSiteUrl).href : FINDINGS_PAGE_PATH;
}

/** `domain-check --help`: usage, options, exit codes and examples. */
export const HELP = `domain-check: tell, before you click Verify, exactly what DNS is wrong for a custom domain and how to fix it;
after Verify, whether the certificate, the redirects and the primary are live, and when a domain is safe to remove.

Run it with npx ${PACKAGE_NAME} COMMAND …, or install it (npm install --global ${PACKAGE_NAME})
and run domain-check COMMAND ….

Usage
  domain-check check [DOMAIN…] [--config domains.json] [options]   run every DNS check ("ready to click Verify")
  domain-check check --live [DOMAIN…] [options]                     then check what is live: tls, primary, redirect
  domain-check watch [DOMAIN…] [options] [--until DURATION|TIME]    re-run every check (DNS and live) until ready
  domain-check remove-plan DOMAIN --config domains.json [options]   is it safe to click Remove for DOMAIN?
  domain-check validate [--config domains.json]                     validate the config (offline)
  domain-check records [--config domains.json] [--format table|zone|json]
                                                                    print the records to create

Options
  --config FILE            the domain config (default: ./${DEFAULT_CONFIG} when it exists)
  --platform-host HOST     the platform host the dashboard shows as the record value (default
                           ${DEFAULT_PLATFORM_PROFILE.cnameHost}, this package's platform); also read from the config's
                           "platformHost" or ${PLATFORM_HOST_ENV}
  --ca DOMAIN              the certificate authority's CAA issuer domain, repeatable. A setting:
                           default ${DEFAULT_CA}; also the config's "caIssuers"
  --acme-account-uri URI   the platform's ACME account URI, compared with CAA accounturi (RFC 8657 §3);
                           also the config's "acmeAccountUri" or ${ACME_ACCOUNT_URI_ENV}. Without it, a CAA
                           record restricted to an account gives a warning saying what to confirm
  --validation-method METHOD
                           the platform's ACME validation method (http-01, dns-01, …), compared with CAA
                           validationmethods (RFC 8657 §4); also the config's "validationMethod" or
                           ${VALIDATION_METHOD_ENV}. Without it, a restricted record gives a warning
  --resolver IP[:PORT]     a recursive resolver to ask, repeatable (default: the system's)
  --authoritative IP[:PORT]
                           ask these authoritative servers instead of discovering the zone's
                           nameservers, repeatable
  --timeout SECONDS        one deadline for the whole run (default ${DEFAULT_TIMEOUT_SECONDS}); for watch, for each run
  --live                   check: after the DNS checks, connect to each domain: its certificate on 443 (tls),
                           https://PRIMARY/ (primary) and each configured 301 redirect on 80 and 443 (redirect).
                           watch and remove-plan always do
  --until DURATION|TIME    watch: stop after this long (90s, 10m, 1h30m) or at this time (14:30, or an ISO
                           date-time); default: until ready or Ctrl-C
  --ca-file FILE           trust the PEM certificates in FILE on top of Node.js's own CA list: its bundled
                           certificates and NODE_EXTRA_CA_CERTS (the operating system's store only with
                           NODE_USE_SYSTEM_CA=1). Certificates are always verified; this is how tests trust their CA
  --https-port PORT        for tests: the port of the TLS and https:// checks (default 443)
  --http-port PORT         for tests: the port of the http:// checks (default 80)
  --format table|zone|json records only: its output (default table)
  --json                   write only JSON to stdout (schemaVersion 1); progress goes to stderr. watch writes
                           one JSON object per line per run, also whenever stdout is not a terminal
  --strict                 warnings fail too (exit 1)
  --color                  colours even when stdout is not a terminal or NO_COLOR is set (never in JSON)
  --no-color               no colours (also NO_COLOR, or when stdout is not a terminal)
  -h, --help               this help
  -V, --version            the version

  ${SETTING_ORDER_SENTENCE}

Exit codes
  0  ready: click Verify (with --live, watch: everything is live; remove-plan: safe to remove)
  1  action required: a record, certificate or redirect must change (remove-plan: a step is missing)
  2  bad usage or bad config (nothing was looked up)
  3  propagating: correct at your DNS host, resolvers still catching up
  4  inconclusive: lookups or connections failed
  70 internal error (a bug: please report it)
  130 watch: a second Ctrl-C, which stops at once
  watch exits with the code of its last run, also when --until passes or on the first Ctrl-C.

Examples
  npx ${PACKAGE_NAME} check docs.example.com
  npx ${PACKAGE_NAME} check --config domains.json --json
  npx ${PACKAGE_NAME} check www.example.com --resolver 9.9.9.9 --resolver 1.1.1.1 --timeout 20
  npx ${PACKAGE_NAME} check --config domains.json --live
  npx ${PACKAGE_NAME} watch --config domains.json --until 30m
  npx ${PACKAGE_NAME} remove-plan www.example.com --config domains.json
  npx ${PACKAGE_NAME} records --format zone
  npx ${PACKAGE_NAME} validate --config domains.json

Each finding has a code and a section on the docs site's page ${findingDocsSitePage()}.
`;
