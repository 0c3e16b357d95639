import { listOperationRefs, operationPagePath } from './deprecations.ts';
import type { SpecModel } from './spec-model.ts';

/**
 * What the source document says it does not show, each as one "not specified" sentence and the
 * pages where a reader would look for it. This is the one list: the API overview, the operation
 * pages, the guides and every Markdown twin print these sentences from here, and a test checks each
 * on each of its pages.
 */
export interface UnspecifiedFact {
  /** Stable name, for the guides' `<NotSpecified id>` and for tests. */
  id: string;
  /** One sentence of Markdown (code spans only), ending in a full stop. */
  sentence: string;
  /** The pages that say it (their URL paths, as the site serves them). */
  places: string[];
  /**
   * Set when spec/openapi.yaml already says this sentence in a description that the places render
   * (the downloadable spec must say it too): the places then do not print it a second time.
   */
  saidBySpec?: true;
}

export const apiOverviewPath = '/api/';

const codeList = (values: string[]) =>
  values
    .map((value, index) => `${index === 0 ? '' : index === values.length - 1 ? ' or ' : ', '}\`${value}\``)
    .join('');

export function listUnspecifiedFacts(spec: SpecModel): UnspecifiedFact[] {
  const operationPages = listOperationRefs(spec).map((operation) => operation.pagePath);
  const statusValues = (spec.schema('PetStatus').enum ?? []).map(String);
  const createPet = operationPagePath('createPet');
  return [
    {
      id: 'store-endpoints',
      sentence: 'Store endpoints, such as `GET /store/orders`, and their fields are not specified.',
      places: [apiOverviewPath],
    },
    {
      id: 'stability-markers',
      sentence: 'Stability markers on endpoints, such as `experimental` or `beta`, are not specified.',
      places: [apiOverviewPath],
    },
    {
      id: 'events',
      sentence: 'Events, webhooks and notifications are not specified.',
      places: [apiOverviewPath],
    },
    {
      id: 'response-headers',
      sentence: 'Response headers are not specified, for any operation.',
      places: [apiOverviewPath, ...operationPages],
    },
    {
      id: 'category-record',
      sentence: 'The category record and its fields are not specified beyond the `categoryId` reference.',
      places: [createPet],
    },
    {
      id: 'status-when-omitted',
      sentence: 'The value of `status` when it is omitted is not specified.',
      places: [createPet],
      saidBySpec: true,
    },
    {
      id: 'status-transitions',
      sentence:
        'Transitions between the `status` values are not specified: no operation changes `status` after creation.',
      places: [createPet],
    },
    {
      id: 'key-issuance',
      sentence:
        'How an API key is issued, how long it stays valid, and any scopes or permissions attached to it are not specified.',
      places: ['/guides/getting-started/', '/guides/authentication/'],
    },
    {
      id: 'error-codes',
      sentence:
        "The set of `code` values is not specified; the codes in the API reference's examples are illustrative only.",
      places: ['/guides/errors/'],
    },
    {
      id: 'limit-out-of-range',
      sentence: 'The response to a `limit` below its minimum or above its maximum is not specified.',
      places: ['/guides/errors/', '/guides/limits/', '/api/operations/listpets/'],
    },
    {
      id: 'unknown-status-filter',
      sentence: `The response to a \`status\` filter value other than ${codeList(statusValues)} is not specified.`,
      places: ['/guides/errors/', '/guides/limits/'],
    },
    {
      id: 'paging',
      sentence:
        'Paging parameters other than `limit` (such as an offset or a page number), a cursor, a total count and a response envelope are not specified.',
      places: ['/guides/limits/'],
    },
    {
      id: 'rate-limits',
      sentence: 'Rate limits and request size limits are not specified.',
      places: ['/guides/limits/'],
    },
    {
      id: 'later-versions',
      sentence: 'Rules for handling later versions, and any version header, are not specified.',
      places: ['/guides/versioning/'],
    },
  ];
}

/** The sentences a page prints from the list (those the spec does not already say there). */
export function unspecifiedFactsFor(facts: UnspecifiedFact[], pagePath: string): UnspecifiedFact[] {
  return facts.filter((fact) => fact.places.includes(pagePath) && !fact.saidBySpec);
}

export function findUnspecifiedFact(facts: UnspecifiedFact[], id: string): UnspecifiedFact {
  const fact = facts.find((candidate) => candidate.id === id);
  if (!fact) throw new Error(`No "not specified" fact named ${id}`);
  return fact;
}

/** The sentence as plain text, as a reader sees it on the page (code spans without backticks). */
export function sentenceText(fact: UnspecifiedFact): string {
  return fact.sentence.replace(/`([^`]*)`/g, '$1');
}
