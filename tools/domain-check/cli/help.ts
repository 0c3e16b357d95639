import { wrapWords } from '../reporters/terminal-wrap.ts';
import {
  ACME_ACCOUNT_URI_ENV,
  DEFAULT_CA,
  DEFAULT_CONFIG,
  DEFAULT_TIMEOUT_SECONDS,
  PLATFORM_HOST_ENV,
  VALIDATION_METHOD_ENV,
} from '../config/defaults.ts';
import { PACKAGE_NAME } from '../config/package-name.ts';
import { SETTING_ORDER_SENTENCE } from '../config/setting-order.ts';
import { EXIT_CODES } from '../core/exit-codes.ts';
import { DEFAULT_PLATFORM_PROFILE } from '../config/default-platform-profile.ts';
import { DNS_HOST_IDS } from '../dns-hosts/index.ts';
import { FINDINGS_PAGE_PATH } from '../findings/docs-path.ts';

/** The findings page: its full URL when the package knows where the docs are published. */
function findingDocsSitePage(): string {
  const { docsSiteUrl } = DEFAULT_PLATFORM_PROFILE;
  return docsSiteUrl ? new URL(FINDINGS_PAGE_PATH, docsSiteUrl).href : FINDINGS_PAGE_PATH;
}

/** Help is read on the narrowest common terminal: every line fits in 80 columns, with one spare. */
const WIDTH = 79;
/** Where the explanation of an option starts. */
const TEXT_COLUMN = 25;

/** A paragraph, wrapped at the width, its later rows indented by `hang`. */
function paragraph(text: string, indent = 0, hang = indent): string {
  return wrapWords(text, WIDTH - hang, WIDTH - indent)
    .map((row, index) => ' '.repeat(index === 0 ? indent : hang) + row)
    .join('\n');
}

/** `  --flag VALUE   what it does`, the text wrapped in its column; a long flag gets a row of its own. */
function option(flag: string, text: string): string {
  const head = `  ${flag}`;
  const rows = paragraph(text, TEXT_COLUMN).split('\n');
  if (head.length < TEXT_COLUMN) rows[0] = head.padEnd(TEXT_COLUMN) + (rows[0] ?? '').trimStart();
  else rows.unshift(head);
  return rows.join('\n');
}

const run = `npx ${PACKAGE_NAME}`;

/** `  3  propagating    correct at …`, one row group per exit code, in code order. */
function exitCodeRows(): string {
  return Object.values(EXIT_CODES)
    .map(({ code, name, meaning }) => option(`${String(code).padEnd(2)} ${name}`, meaning))
    .join('\n');
}

/** `domain-check --help`: what each command is for, every option grouped by command, exit codes, examples. */
export const HELP = `${paragraph(
  'domain-check: before you click Verify on a custom domain, it tells you exactly which DNS record is wrong and how to fix it; after Verify, whether the certificate, the redirects and the primary are live, and when a domain is safe to remove.',
)}

Run it with npx, for example:
  ${run} check docs.example.com
or install it once with
  npm install --global ${PACKAGE_NAME}
and run domain-check COMMAND …, as in the examples below.

Commands
${option('check [DOMAIN…]', 'every DNS check, once. "Ready" means ready to click Verify')}
${option('check --live [DOMAIN…]', 'then what is live: the certificate (tls), the primary, the redirects')}
${option('watch [DOMAIN…]', 'every check, DNS and live, again and again until ready (or --until)')}
${option('remove-plan DOMAIN', 'is it safe to click Remove for DOMAIN? Needs --config')}
${option('validate', 'is the config right? Offline; lists every problem at once')}
${option('records', "the DNS records to create, ready to copy, in the form of each zone's DNS host when domain-check knows it (its field names, its name for the apex); it looks up only the zones' nameservers")}
${paragraph('Without DOMAIN, check and watch check the primary and every redirect of the config.', 2)}

Options of every command
${option('--config FILE', `the domain config (default: ./${DEFAULT_CONFIG} when it exists)`)}
${option('--json', 'write only JSON on stdout (schemaVersion 1); messages and progress go to stderr. check, remove-plan and validate write one object, watch one line per run (also whenever stdout is not a terminal), records its records')}
${option('--color', 'colours even when stdout is not a terminal or NO_COLOR is set (never in JSON)')}
${option('--no-color', 'no colours (also NO_COLOR, or when stdout is not a terminal)')}
${option('-h, --help', 'this help')}
${option('-V, --version', 'the version')}

Options of check, watch and remove-plan
${option('--platform-host HOST', `the platform host the dashboard shows as the record value (default ${DEFAULT_PLATFORM_PROFILE.cnameHost}, this package's platform); also the config's "platformHost" or ${PLATFORM_HOST_ENV}`)}
${option('--ca DOMAIN', `the certificate authority's CAA issuer domain, repeatable. A setting: default ${DEFAULT_CA}; also the config's "caIssuers"`)}
${option('--acme-account-uri URI', `the platform's ACME account URI, compared with CAA accounturi (RFC 8657 §3); also the config's "acmeAccountUri" or ${ACME_ACCOUNT_URI_ENV}. Without it, a CAA record restricted to an account gives a warning saying what to confirm`)}
${option('--validation-method METHOD', `the platform's ACME validation method (http-01, dns-01, …), compared with CAA validationmethods (RFC 8657 §4); also the config's "validationMethod" or ${VALIDATION_METHOD_ENV}. Without it, a restricted record gives a warning`)}
${option('--resolver IP[:PORT]', "a recursive resolver to ask, repeatable (default: the system's); records too")}
${option('--authoritative IP[:PORT]', "ask these authoritative servers instead of finding the zone's nameservers, repeatable; records too")}
${option('--trust-anchor FILE', "where domain-check's own DNSSEC validation starts: the root's DS or DNSKEY records in FILE, as zone-file lines (Unbound's trust-anchor-file format). Default: IANA's root anchors (key tags 20326 and 38696)")}
${option('--timeout SECONDS', `one deadline for the whole run (default ${DEFAULT_TIMEOUT_SECONDS}); for watch, for each run; records too`)}
${option('--strict', 'warnings fail too (exit 1)')}
${option('--ca-file FILE', "live checks (check --live, watch, remove-plan): trust the PEM certificates in FILE on top of Node.js's own CA list: its bundled certificates and NODE_EXTRA_CA_CERTS (the operating system's store only with NODE_USE_SYSTEM_CA=1). Certificates are always verified")}
${option('--https-port PORT', 'for tests only: the port of the TLS and https:// checks (default 443)')}
${option('--http-port PORT', 'for tests only: the port of the http:// checks (default 80)')}

Options of one command
${option('--live', 'check: after the DNS checks, connect to each domain: its certificate on 443 (tls), https://PRIMARY/ (primary) and each configured 301 redirect on 80 and 443 (redirect). watch and remove-plan always do')}
${option('--until DURATION|TIME', 'watch: stop after this long (90s, 10m, 1h30m) or at this time (14:30, or an ISO date-time); default: until ready or Ctrl-C')}
${option('--format table|zone|json', 'records: its output (default table)')}
${option('--dns-host ID', `records: the zones' DNS host, by its id in domain-check's table (${DNS_HOST_IDS.join(', ')}); nothing is looked up, and every record is in that host's form`)}
${paragraph('An option given to a command it does not belong to is refused (exit 2), as is an unknown one.', 2)}

${paragraph(SETTING_ORDER_SENTENCE, 2)}

Exit codes
${exitCodeRows()}

Examples
  ${run} check docs.example.com
  ${run} check --config domains.json --json
  ${run} check www.example.com --resolver 9.9.9.9
  ${run} check --config domains.json --live
  ${run} watch --config domains.json --until 30m
  ${run} remove-plan www.example.com \\
    --config domains.json
  ${run} records --config domains.json --format zone
  ${run} records --config domains.json \\
    --dns-host cloudflare
  ${run} validate --config domains.json

${paragraph(`Each finding has a code and a section on the docs site's page ${findingDocsSitePage()}, which also documents every --json field.`)}
`;
