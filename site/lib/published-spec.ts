import publicationJson from 'virtual:petstore/publication';

import { deserializePublication, type Publication } from './publication.ts';

let publication: Publication | undefined;

/** The publication of this build (see site/integrations/publication-module.ts). */
export function getPublication(): Publication {
  publication ??= deserializePublication(publicationJson);
  return publication;
}
