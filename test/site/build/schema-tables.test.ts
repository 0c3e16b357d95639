/**
 * One schema, one rendering: every "Fields of X" table of a guide lists the same fields as X's
 * table in the API reference's Markdown twins (which /llms-full.txt joins), in the same order, with
 * the same type, requiredness and description, `allOf` parts and `required` lists included. Both
 * are printed from spec-model's model of the published spec. Every object schema of
 * `components.schemas`, shown in a guide or not, has its table in the twins, and each of its tables
 * lists its fields as the model reads them, as a guide's table prints them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, inject, test } from 'vitest';

import { schemaFields, textOf } from '../../../spec-model/schema-fields.ts';
import { readSourceSpecModel } from '../../../spec-model/spec-model.ts';
import { listBuiltPages } from '../../support/built-pages.ts';
import { renderedPage } from '../../support/rendered-page.ts';

const distDir = inject('distDir');
const FIELDS_HEADER = '| Field | Type | Required | Description |';

/** A field as a reader sees it: name, type, required (yes/no), description; code marks dropped. */
type FieldRow = [string, string, string, string];

const asRow = (cells: string[]): FieldRow => {
  const [name = '', type = '', required = '', description = ''] = cells.map((cell) =>
    cell.replace(/`/g, '').replace(/\s+/g, ' ').trim(),
  );
  return [name, type, required.toLowerCase(), description];
};

/** The cells of a Markdown table row, `\|` kept inside its cell. */
const markdownCells = (line: string) =>
  line
    .replace(/^\|\s?|\s?\|$/g, '')
    .split(/\s\|\s/)
    .map((cell) => cell.replace(/\\\|/g, '|'));

/**
 * The field tables of a twin, by the schema they belong to: the table after "Schema: `X` (…)", or
 * after "Each `X`:" for an array of X.
 */
function twinFieldTables(markdown: string): { schema: string; rows: FieldRow[] }[] {
  const found: { schema: string; rows: FieldRow[] }[] = [];
  let schema: string | undefined;
  for (const block of markdown.split(/\n{2,}/)) {
    const named = /^Schema: `(\w+)`/.exec(block) ?? /^Each `(\w+)`:/.exec(block);
    if (named) schema = named[1];
    else if (block.startsWith('Schema: ')) schema = undefined;
    if (block.startsWith(FIELDS_HEADER) && schema) {
      const rows = block.split('\n').slice(2).map(markdownCells).map(asRow);
      found.push({ schema, rows });
    }
  }
  return found;
}

const twins = listBuiltPages(distDir)
  .filter((urlPath) => urlPath.startsWith('/api/operations/'))
  .map((urlPath) => ({
    twin: `${urlPath.replace(/\/$/, '')}.md`,
    markdown: readFileSync(join(distDir, `${urlPath.replace(/\/$/, '')}.md`), 'utf8'),
  }));

const guideTables = listBuiltPages(distDir)
  .filter((urlPath) => urlPath.startsWith('/guides/'))
  .flatMap((urlPath) =>
    renderedPage(distDir, urlPath)
      .tables()
      .filter((table) => table.name.startsWith('Fields of '))
      .map((table) => ({
        label: `${urlPath} ${table.name}`,
        schema: table.name.slice('Fields of '.length),
        rows: table.rows.slice(1).map(asRow),
      })),
  );

const model = readSourceSpecModel();
/** Every object schema of `components.schemas` (an `allOf` of objects too): those that have fields. */
const objectSchemas = Object.keys(model.resolved.components?.schemas ?? {})
  .map((name) => ({ name, schema: model.schema(name) }))
  .filter(({ schema }) => schema.type !== 'array' && schemaFields(model, schema).length > 0)
  .map(({ name, schema }) => ({
    name,
    // As a guide's table prints them (SchemaFieldsTable.astro): the type's runs as text, Yes/No.
    rows: schemaFields(model, schema).map((field) =>
      asRow([field.name, textOf(field.type), field.required ? 'Yes' : 'No', field.description]),
    ),
  }));

describe("a guide's schema table and the Markdown twins", () => {
  test('the guides show at least the Pet (allOf of NewPet and id) and Error tables', () => {
    expect(new Set(guideTables.map((table) => table.schema))).toEqual(new Set(['Pet', 'Error']));
  });

  test.each(guideTables)('$label lists the fields of every twin table of the same schema', ({ schema, rows }) => {
    const inTwins = twins.flatMap(({ twin, markdown }) =>
      twinFieldTables(markdown)
        .filter((table) => table.schema === schema)
        .map((table) => ({ twin, rows: table.rows })),
    );
    expect(inTwins.length).toBeGreaterThan(0);
    for (const table of inTwins) expect(table.rows, table.twin).toEqual(rows);
  });

  test('Pet merges its allOf parts in order, each required list included', () => {
    const pet = guideTables.find((table) => table.schema === 'Pet');
    expect(pet?.rows.map(([name, type, required]) => [name, type, required])).toEqual([
      ['name', 'string', 'yes'],
      ['categoryId', 'integer (int64)', 'yes'],
      ['status', 'PetStatus (string: available, pending, sold)', 'no'],
      ['id', 'integer (int64)', 'yes'],
    ]);
  });

  test('there are object schemas to compare beyond those the guides show', () => {
    expect(objectSchemas.map(({ name }) => name)).toEqual(expect.arrayContaining(['NewPet', 'Pet', 'Error']));
  });

  test.each(objectSchemas)(
    'every twin table of $name lists its fields as the spec model reads them, and a twin shows one',
    ({ name, rows }) => {
      const inTwins = twins.flatMap(({ twin, markdown }) =>
        twinFieldTables(markdown)
          .filter((table) => table.schema === name)
          .map((table) => ({ twin, rows: table.rows })),
      );
      expect(inTwins.length, `no twin shows a table of ${name}`).toBeGreaterThan(0);
      for (const table of inTwins) expect(table.rows, table.twin).toEqual(rows);
      const guide = guideTables.find((table) => table.schema === name);
      if (guide) expect(guide.rows, guide.label).toEqual(rows);
    },
  );
});
