import type { DeploymentSettings } from '../../deployment/settings.ts';
import { buildChangelog } from '../../spec-model/build-changelog.ts';
import type { ChangelogRelease } from '../../spec-model/changelog.ts';
import { listDeprecatedOperations, type DeprecatedOperation } from '../../spec-model/deprecations.ts';
import type { SpecDocument } from '../../spec-model/read-spec.ts';
import { readReleases } from '../../spec-model/releases.ts';
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
  /** What changed in each release of the spec (spec/releases/), newest first. */
  changelog: ChangelogRelease[];
  /** When the build ran: "time left" on the pages is counted from here. */
  builtAt: Date;
}

export function createPublication(settings: DeploymentSettings, builtAt = new Date()): Publication {
  return publish(settings, renderSpec(settings), buildChangelog(readReleases()), builtAt);
}

function publish(
  settings: DeploymentSettings,
  spec: SpecDocument,
  changelog: ChangelogRelease[],
  builtAt: Date,
): Publication {
  const model = createSpecModel(spec);
  return { settings, spec, model, deprecations: listDeprecatedOperations(model), changelog, builtAt };
}

/** The publication as JSON, for the virtual module the pages read it from. */
export function serializePublication(publication: Publication): string {
  const { settings, spec, changelog, builtAt } = publication;
  return JSON.stringify({ settings, spec, changelog, builtAt });
}

/**
 * Rebuilds the publication from its JSON; the model and the deprecations are derived again from the
 * spec. The changelog travels as data, made once from the releases when the config was read.
 */
export function deserializePublication(json: string): Publication {
  const data = JSON.parse(json) as {
    settings: DeploymentSettings;
    spec: SpecDocument;
    changelog: ChangelogRelease[];
    builtAt: string;
  };
  return publish(data.settings, data.spec, data.changelog, new Date(data.builtAt));
}
