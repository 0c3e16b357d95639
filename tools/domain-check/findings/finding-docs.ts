import type { CheckId } from './check-registry.ts';

/**
 * What the findings page says of a code beside its example: a title and what the finding means. The
 * message and the fix are the code's words alone (its `FindingWords`), shown on the page as the
 * formatter makes them from the code's example params, so the page never words a fix of its own.
 */
export interface FindingDocs {
  readonly check: CheckId | 'any';
  readonly title: string;
  /** One paragraph: what the finding means. */
  readonly explanation: string;
  /** None: a code's fix is its words' alone, so the compiler refuses a second one here. */
  readonly fix?: never;
}
