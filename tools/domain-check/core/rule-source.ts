/** Where a rule about the outside world comes from: a ballot or RFC section, or a page and the day it was read. */
export interface RuleSource {
  readonly title: string;
  readonly url: string;
  /** YYYY-MM-DD. */
  readonly read: string;
}

/** "TITLE, URL (read DATE)": how the findings page cites a rule. */
export const citeRule = ({ title, url, read }: RuleSource): string => `${title}, ${url} (read ${read})`;
