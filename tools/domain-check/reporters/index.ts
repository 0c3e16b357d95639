import { humanReporter } from './human.ts';
import { jsonReporter } from './json.ts';
import type { Reporter } from './reporter.ts';

export type { Reporter, ReporterOptions } from './reporter.ts';

export const REPORTERS = { human: humanReporter, json: jsonReporter } as const satisfies Record<string, Reporter>;
export type ReporterName = keyof typeof REPORTERS;
