import type { DeploymentSettings } from '../config/deployment.ts';
import { listDeprecatedOperations, type DeprecatedOperation } from './deprecations.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { renderSpec } from './rendered-spec.ts';

/** What one build publishes: its settings, the spec rendered with them, and its deprecations. */
export interface Publication {
  settings: DeploymentSettings;
  spec: OpenApiDocument;
  deprecations: DeprecatedOperation[];
  /** When the build ran: "time left" on the pages is counted from here. */
  builtAt: Date;
}

export function createPublication(settings: DeploymentSettings, builtAt = new Date()): Publication {
  const spec = renderSpec(settings);
  return { settings, spec, deprecations: listDeprecatedOperations(spec), builtAt };
}

/** The publication as JSON, for the virtual module the pages read it from. */
export function serializePublication(publication: Publication): string {
  return JSON.stringify({ settings: publication.settings, spec: publication.spec, builtAt: publication.builtAt });
}

/** Rebuilds the publication from its JSON; the deprecations are derived again from the spec. */
export function deserializePublication(json: string): Publication {
  const data = JSON.parse(json) as { settings: DeploymentSettings; spec: OpenApiDocument; builtAt: string };
  return {
    settings: data.settings,
    spec: data.spec,
    deprecations: listDeprecatedOperations(data.spec),
    builtAt: new Date(data.builtAt),
  };
}
