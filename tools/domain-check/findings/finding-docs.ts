import type { CheckId } from './check-registry.ts';

/** The words of one finding code on the findings page. */
export interface CatalogEntry {
  readonly check: CheckId | 'any';
  readonly title: string;
  /** One paragraph: what the finding means. */
  readonly explanation: string;
  /** What to do about it; empty when nothing needs doing. */
  readonly fix: string;
}
