/**
 * The DNS host table and its detector, in a chunk of its own: the checker loads it after its first
 * report (checker-run.ts), so that naming the host never delays the verdict.
 */
export { DNS_HOST_DETECTOR } from '@petstore-docs/domain-check/browser';
