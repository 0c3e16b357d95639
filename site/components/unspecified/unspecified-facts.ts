import { getPublication } from '../../lib/published-spec.ts';
import { listUnspecifiedFacts, type UnspecifiedFact } from '../../../spec-model/unspecified.ts';

let facts: UnspecifiedFact[] | undefined;

/** The "not specified" list of this build's published spec. */
export function getUnspecifiedFacts(): UnspecifiedFact[] {
  facts ??= listUnspecifiedFacts(getPublication().model);
  return facts;
}
