import { RESOLVER_CHECKS, type Check, type CheckId } from '@petstore-docs/domain-check/browser';

/**
 * The checks the "Check your domain" page runs in the browser: those a recursive resolver can answer
 * over DNS-over-HTTPS (domain-check's RESOLVER_CHECKS). Every other check is "CLI only", listed as
 * such on the page with the command that runs it.
 */
export const BROWSER_CHECKS: readonly Check[] = RESOLVER_CHECKS;

export const BROWSER_CHECK_IDS: ReadonlySet<CheckId> = new Set(BROWSER_CHECKS.map((check) => check.id));
