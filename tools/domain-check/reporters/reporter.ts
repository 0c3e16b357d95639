import type { Report } from '../engine/report.ts';
import type { DashboardPlace } from '../findings/words/dashboard.ts';

/** `domainsSettings`: where the next step sends the owner, in the words of the platform the run checked. */
export interface ReporterOptions extends DashboardPlace {
  /** ANSI colour; off for NO_COLOR, --no-color and when stdout is not a terminal. */
  readonly color: boolean;
  /** The terminal's width to wrap long lines at (human output); none on a pipe or a file, where lines stay whole. */
  readonly columns?: number | undefined;
  /** The published docs' origin (the platform profile's), for full links to each finding's section. */
  readonly docsSiteUrl?: string | undefined;
}

/** Every reporter turns the same report into the text written to stdout. */
export type Reporter = (report: Report, options: ReporterOptions) => string;
