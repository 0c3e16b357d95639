import { describe, expect, test } from 'vitest';

import { listOperationRefs } from '../../spec-model/deprecations.ts';
import { readSourceSpecModel } from '../../spec-model/spec-model.ts';
import { apiOverviewPath, listUnspecifiedFacts, unspecifiedFactsFor } from '../../spec-model/unspecified.ts';

const spec = readSourceSpecModel();
const facts = listUnspecifiedFacts(spec);

describe('the list of what the API description leaves open', () => {
  test('has one entry per id, each one sentence that says "not specified"', () => {
    expect(new Set(facts.map((fact) => fact.id)).size).toBe(facts.length);
    for (const fact of facts) {
      expect(fact.sentence, fact.id).toMatch(/not specified/);
      expect(fact.sentence, fact.id).toMatch(/^[A-Z`].*\.$/);
      expect(new Set(fact.places).size, fact.id).toBe(fact.places.length);
    }
  });

  test('puts store endpoints, stability markers, events and response headers on the API overview', () => {
    expect(unspecifiedFactsFor(facts, apiOverviewPath).map((fact) => fact.id)).toEqual([
      'store-endpoints',
      'stability-markers',
      'events',
      'response-headers',
    ]);
  });

  test('puts response headers on every operation page, and the category record and status on createPet', () => {
    for (const { pagePath } of listOperationRefs(spec)) {
      expect(unspecifiedFactsFor(facts, pagePath).map((fact) => fact.id)).toContain('response-headers');
    }
    expect(unspecifiedFactsFor(facts, '/api/operations/createpet/').map((fact) => fact.id)).toEqual([
      'response-headers',
      'category-record',
      'status-transitions',
    ]);
  });

  test('leaves to the spec the sentences its own descriptions already say, word for word', () => {
    const said = facts.filter((fact) => fact.saidBySpec);
    expect(said.map((fact) => fact.id)).toEqual(['status-when-omitted']);
    expect(spec.schema('NewPet').description).toContain(said[0]?.sentence);
  });

  test('names the status values the spec gives, not a copy of them', () => {
    const fact = facts.find((candidate) => candidate.id === 'unknown-status-filter');
    expect(fact?.sentence).toBe(
      'The response to a `status` filter value other than `available`, `pending` or `sold` is not specified.',
    );
  });
});
