import type { ResolvedSchema, SpecModel } from './spec-model.ts';

/**
 * How a schema reads to a person, written once for every page that shows one: a guide's table
 * (HTML) and the Markdown twins print the same runs of text, each in its own markup.
 */

/** A piece of text; `code` pieces are names and values a page sets in code type. */
export interface TextRun {
  readonly text: string;
  readonly code?: true;
}

export interface SchemaField {
  name: string;
  /** Its type, e.g. `integer (int64)`, `` `PetStatus` (string: `available`, …) ``, `array of `Pet``. */
  type: TextRun[];
  required: boolean;
  description: string;
}

const code = (text: string): TextRun => ({ text, code: true });
const plain = (text: string): TextRun => ({ text });

/** "integer (int64)", "`PetStatus` (string: `available`, `pending`, `sold`)", "array of `Pet`". */
export function describeType(model: SpecModel, schema: ResolvedSchema | undefined): TextRun[] {
  if (!schema) return [plain('object')];
  const name = model.schemaName(schema);
  if (schema.type === 'array') return join([plain('array of '), ...describeType(model, schema.items)]);
  const base = plain(`${schema.type ?? 'object'}${schema.format ? ` (${schema.format})` : ''}`);
  const values = Array.isArray(schema.enum)
    ? [
        plain(': '),
        ...schema.enum.flatMap((value, index) => [...(index > 0 ? [plain(', ')] : []), code(String(value))]),
      ]
    : [];
  return join(name ? [code(name), plain(' ('), base, ...values, plain(')')] : [base, ...values]);
}

/** The fields of an object schema: `allOf` parts merged in order, `required` gathered from all of them. */
export function schemaFields(model: SpecModel, schema: ResolvedSchema): SchemaField[] {
  const fields: Omit<SchemaField, 'required'>[] = [];
  const required = new Set<string>();
  const walk = (node: ResolvedSchema) => {
    for (const part of node.allOf ?? []) walk(part);
    for (const name of node.required ?? []) required.add(name);
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      fields.push({ name, type: describeType(model, property), description: property.description?.trim() ?? '' });
    }
  };
  walk(schema);
  return fields.map((field) => ({ ...field, required: required.has(field.name) }));
}

/** Runs as Markdown: code runs in backticks. */
export function markdownOf(runs: readonly TextRun[]): string {
  return runs.map((run) => (run.code ? `\`${run.text}\`` : run.text)).join('');
}

/** Runs as plain text, as a reader sees them. */
export function textOf(runs: readonly TextRun[]): string {
  return runs.map((run) => run.text).join('');
}

/** Adjacent plain runs merged, so the markup around code runs stays minimal. */
function join(runs: TextRun[]): TextRun[] {
  return runs.reduce<TextRun[]>((joined, run) => {
    const last = joined.at(-1);
    if (last && !last.code && !run.code) joined[joined.length - 1] = plain(last.text + run.text);
    else joined.push(run);
    return joined;
  }, []);
}
