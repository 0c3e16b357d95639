import type { DeploymentSettings } from '../../deployment/settings.ts';
import { listDeprecatedOperations, type DeprecatedOperation } from '../../spec-model/deprecations.ts';
import type { SpecDocument } from '../../spec-model/read-spec.ts';
import { createSpecModel, type SpecModel } from '../../spec-model/spec-model.ts';
import { renderSpec } from './rendered-spec.ts';

/** What one build publishes: its settings, the spec rendered with them, and what is read from it. */
export interface Publication {
  settings: DeploymentSettings;
  /** The spec as published (`$ref`s kept): starlight-openapi's input and the download. */
  spec: SpecDocument;
  /** The published spec, read once: every page, twin and panel reads this model. */
  model: SpecModel;
  deprecations: DeprecatedOperation[];
  /** When the build ran: "time left" on the pages is counted from here. */
  builtAt: Date;
}

export function createPublication(settings: DeploymentSettings, builtAt = new Date()): Publication {
  return publish(settings, renderSpec(settings), builtAt);
}

function publish(settings: DeploymentSettings, spec: SpecDocument, builtAt: Date): Publication {
  const model = createSpecModel(spec);
  return { settings, spec, model, deprecations: listDeprecatedOperations(model), builtAt };
}

/** The publication as JSON, for the virtual module the pages read it from. */
export function serializePublication(publication: Publication): string {
  return JSON.stringify({ settings: publication.settings, spec: publication.spec, builtAt: publication.builtAt });
}

/** Rebuilds the publication from its JSON; the model and the deprecations are derived again from the spec. */
export function deserializePublication(json: string): Publication {
  const data = JSON.parse(json) as { settings: DeploymentSettings; spec: SpecDocument; builtAt: string };
  return publish(data.settings, data.spec, new Date(data.builtAt));
}
