import { describe, expect, it } from 'vitest';
import { domainConfigJsonSchema } from '../../../../tools/domain-check/config/index.ts';
import { readFixture } from '../fixtures/configs.ts';

interface ObjectSchema {
  type: string;
  properties: Record<string, { type?: string; const?: unknown; items?: ObjectSchema }>;
  required?: string[];
  additionalProperties?: boolean;
}

/** A structural check of a value against the subset of JSON Schema the generated schema uses. */
function conforms(value: unknown, schema: ObjectSchema): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (!(schema.required ?? []).every((key) => key in record)) return false;
  return Object.entries(record).every(([key, field]) => {
    const property = schema.properties[key];
    if (property === undefined) return schema.additionalProperties !== false;
    if (property.const !== undefined && field !== property.const) return false;
    if (property.type === 'string') return typeof field === 'string';
    if (property.type === 'array') {
      const { items } = property;
      return Array.isArray(field) && (items?.type !== 'object' || field.every((item) => conforms(item, items)));
    }
    return true;
  });
}

describe('domainConfigJsonSchema', () => {
  const schema = domainConfigJsonSchema() as unknown as ObjectSchema & { $schema: string };
  const redirect = schema.properties.redirects?.items;

  it('is a draft-07 schema of a closed object that requires primary', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['primary']);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toEqual([
      '$schema',
      'primary',
      'redirects',
      'platformHost',
      'caIssuers',
      'acmeAccountUri',
      'validationMethod',
    ]);
  });

  it('describes a redirect as a closed object whose status is 301', () => {
    expect(redirect?.required).toEqual(['from', 'to']);
    expect(redirect?.additionalProperties).toBe(false);
    expect(redirect?.properties.status?.const).toBe(301);
  });

  it('accepts the seed example and rejects a redirect with status 302 or an unknown key', () => {
    const seed: unknown = JSON.parse(readFixture('valid/seed.json'));
    expect(conforms(seed, schema)).toBe(true);
    expect(conforms(JSON.parse(readFixture('valid/everything.json')), schema)).toBe(true);
    expect(conforms(JSON.parse(readFixture('invalid/status-302.json')), schema)).toBe(false);
    expect(conforms(JSON.parse(readFixture('invalid/unknown-root-key.json')), schema)).toBe(false);
    expect(conforms(JSON.parse(readFixture('invalid/unknown-redirect-key.json')), schema)).toBe(false);
  });
});
