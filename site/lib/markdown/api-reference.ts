import type { CodeSample } from '../code-samples.ts';
import { formatRemovalDate, listDeprecatedOperations, listOperationRefs, type OperationRef } from '../deprecations.ts';
import { listOperations, resolveRef, type OpenApiDocument } from '../openapi-document.ts';
import {
  API_OVERVIEW_TITLE,
  NOT_SPECIFIED_HEADING,
  OVERVIEW_SECTIONS,
  tagPagePath,
  tagPageTitle,
} from '../api-page-outline.ts';
import { apiOverviewPath, unspecifiedFactsFor, type UnspecifiedFact } from '../unspecified.ts';
import { markdownPathOf, type MarkdownPage } from './markdown-page.ts';

/**
 * The API reference as Markdown: the overview, each tag and each operation, written from the
 * published spec with the same spec module the HTML pages read (openapi-document.ts,
 * deprecations.ts), so the Markdown cannot say anything the pages do not.
 */

type Json = Record<string, unknown>;

const asJson = (spec: OpenApiDocument, value: unknown): Json => (resolveRef(spec, value) ?? {}) as Json;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A number or string of the spec as written; anything else (absent, an object) as ''. */
const scalar = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
/** Text for a table cell: one line, pipes escaped. */
const cell = (value: string): string => value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

function referenceName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return undefined;
  return String(value.$ref).split('/').at(-1);
}

/** "integer (int64)", "`PetStatus` (string: `available`, `pending`, `sold`)", "array of `Pet`". */
function describeType(spec: OpenApiDocument, schemaOrRef: unknown): string {
  const name = referenceName(schemaOrRef);
  const schema = asJson(spec, schemaOrRef);
  if (schema.type === 'array') return `array of ${describeType(spec, schema.items)}`;
  const values = Array.isArray(schema.enum) ? `: ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}` : '';
  const base = `${scalar(schema.type) || 'object'}${scalar(schema.format) ? ` (${scalar(schema.format)})` : ''}`;
  return name ? `\`${name}\` (${base}${values})` : `${base}${values}`;
}

/** "minimum 1, maximum 100, default 20": the limits a schema puts on a value. */
function describeConstraints(spec: OpenApiDocument, schemaOrRef: unknown): string {
  const schema = asJson(spec, schemaOrRef);
  const parts: string[] = [];
  if (schema.minimum !== undefined) parts.push(`minimum ${scalar(schema.minimum)}`);
  if (schema.maximum !== undefined) parts.push(`maximum ${scalar(schema.maximum)}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`);
  return parts.join(', ') || '—';
}

interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** The fields of an object schema, `allOf` parts merged in order. */
function objectFields(spec: OpenApiDocument, schemaOrRef: unknown): Field[] {
  const fields: Field[] = [];
  const required = new Set<string>();
  const walk = (node: Json) => {
    for (const part of (node.allOf ?? []) as unknown[]) walk(asJson(spec, part));
    for (const name of (node.required ?? []) as string[]) required.add(name);
    for (const [name, property] of Object.entries((node.properties ?? {}) as Json)) {
      const described = asJson(spec, property);
      fields.push({
        name,
        type: describeType(spec, property),
        required: false,
        description: text(described.description),
      });
    }
  };
  walk(asJson(spec, schemaOrRef));
  return fields.map((field) => ({ ...field, required: required.has(field.name) }));
}

/** A schema as Markdown: its name and description, then the fields of its objects. */
function schemaMarkdown(spec: OpenApiDocument, schemaOrRef: unknown): string {
  const schema = asJson(spec, schemaOrRef);
  const lines = [`Schema: ${describeType(spec, schemaOrRef)}.`];
  if (text(schema.description)) lines.push(text(schema.description));
  const objectSchema = schema.type === 'array' ? schema.items : schemaOrRef;
  const fields = objectFields(spec, objectSchema);
  if (fields.length > 0) {
    const objectName = referenceName(objectSchema);
    const objectDescription = schema.type === 'array' ? text(asJson(spec, objectSchema).description) : '';
    if (objectName && schema.type === 'array') lines.push(`Each \`${objectName}\`: ${objectDescription}`.trim());
    lines.push(
      table(
        ['Field', 'Type', 'Required', 'Description'],
        fields.map((field) => [`\`${field.name}\``, field.type, field.required ? 'yes' : 'no', field.description]),
      ),
    );
  }
  return lines.join('\n\n');
}

function mediaMarkdown(spec: OpenApiDocument, content: unknown): string[] {
  return Object.entries((content ?? {}) as Json).flatMap(([mediaType, media]) => {
    const { schema, example } = asJson(spec, media);
    const parts = [`Media type: \`${mediaType}\`.`, schemaMarkdown(spec, schema)];
    if (example !== undefined) parts.push(`Example:\n\n\`\`\`json\n${JSON.stringify(example, null, 2)}\n\`\`\``);
    return parts;
  });
}

function securityMarkdown(spec: OpenApiDocument, operation: Json): string {
  const requirements = (operation.security ?? spec.security ?? []) as Json[];
  const schemes = requirements.flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return 'None.';
  return schemes
    .map((name) => {
      const scheme = asJson(spec, spec.components?.securitySchemes?.[name]);
      const how =
        scheme.type === 'http'
          ? `HTTP authentication with the \`${String(scheme.scheme)}\` scheme: send \`Authorization: ${capitalize(String(scheme.scheme))} <API key>\``
          : `type \`${String(scheme.type)}\``;
      return `\`${name}\`: ${how}. ${text(scheme.description)}`.trim();
    })
    .join('\n\n');
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function deprecationMarkdown(spec: OpenApiDocument, operationId: string): string | undefined {
  const deprecation = listDeprecatedOperations(spec).find((candidate) => candidate.operationId === operationId);
  if (!deprecation) return undefined;
  const { replacement } = deprecation;
  const iso = deprecation.sunset.toISOString().slice(0, 10);
  const filter =
    replacement.parameters.length > 0
      ? ` with the ${replacement.parameters.map((name) => `\`${name}\``).join(', ')} filter`
      : '';
  return (
    `> **Deprecated.** To be removed on ${formatRemovalDate(deprecation.sunset)} (${iso}). ` +
    `Use [\`${replacement.method} ${replacement.path}\`](${markdownPathOf(replacement.pagePath)})${filter} ` +
    `(\`${replacement.operationId}\`, ${replacement.summary}) instead.`
  );
}

function unspecifiedMarkdown(facts: UnspecifiedFact[], pagePath: string): string[] {
  const here = unspecifiedFactsFor(facts, pagePath);
  if (here.length === 0) return [];
  return [`## ${NOT_SPECIFIED_HEADING.text}`, here.map((fact) => `- ${fact.sentence}`).join('\n')];
}

function operationMarkdown(spec: OpenApiDocument, facts: UnspecifiedFact[], ref: OperationRef, op: Json): string {
  const parts: string[] = [`\`${ref.method} ${ref.path}\` (operation \`${ref.operationId}\`)`];
  const deprecation = deprecationMarkdown(spec, ref.operationId);
  if (deprecation) parts.push(deprecation);
  if (text(op.description)) parts.push(text(op.description));

  parts.push('## Base addresses', serverList(spec));
  parts.push('## Authentication', securityMarkdown(spec, op));

  const parameters = ((op.parameters ?? []) as unknown[]).map((parameter) => asJson(spec, parameter));
  parts.push('## Parameters');
  parts.push(
    parameters.length === 0
      ? 'None.'
      : table(
          ['Name', 'In', 'Type', 'Required', 'Limits', 'Description'],
          parameters.map((parameter) => [
            `\`${String(parameter.name)}\``,
            String(parameter.in),
            describeType(spec, parameter.schema),
            parameter.required === true ? 'yes' : 'no',
            describeConstraints(spec, parameter.schema),
            text(parameter.description),
          ]),
        ),
  );

  parts.push('## Request body');
  if (op.requestBody === undefined) parts.push('None.');
  else {
    const body = asJson(spec, op.requestBody);
    parts.push(body.required === true ? 'Required.' : 'Optional.', ...mediaMarkdown(spec, body.content));
  }

  parts.push('## Responses');
  for (const [status, responseOrRef] of Object.entries((op.responses ?? {}) as Json)) {
    const response = asJson(spec, responseOrRef);
    parts.push(
      `### ${status}: ${text(response.description).replace(/\.$/, '')}`,
      ...mediaMarkdown(spec, response.content),
    );
  }

  const samples = (op['x-codeSamples'] ?? []) as CodeSample[];
  if (samples.length > 0) {
    parts.push('## Code samples');
    for (const sample of samples) {
      parts.push(`${sample.label}:\n\n\`\`\`${sample.lang}\n${sample.source}\n\`\`\``);
    }
  }
  parts.push(...unspecifiedMarkdown(facts, ref.pagePath));
  return parts.join('\n\n');
}

function serverList(spec: OpenApiDocument): string {
  return (spec.servers ?? []).map((server) => `- ${server.description ?? 'Server'}: \`${server.url}\``).join('\n');
}

function operationLink(ref: OperationRef, spec: OpenApiDocument): string {
  const deprecation = listDeprecatedOperations(spec).find((candidate) => candidate.operationId === ref.operationId);
  const marker = deprecation ? ` (deprecated: to be removed on ${formatRemovalDate(deprecation.sunset)})` : '';
  return `- [${ref.summary}](${markdownPathOf(ref.pagePath)}): \`${ref.method} ${ref.path}\`${marker}`;
}

function overviewMarkdown(spec: OpenApiDocument, facts: UnspecifiedFact[]): string {
  const operations = listOperationRefs(spec);
  const parts = [
    `Version ${spec.info.version}, described in OpenAPI ${spec.openapi}.`,
    text(spec.info.description),
    '## Operations',
    operations.map((ref) => operationLink(ref, spec)).join('\n'),
    `## ${OVERVIEW_SECTIONS.servers.text}`,
    serverList(spec),
    `## ${OVERVIEW_SECTIONS.authenticationScheme.text}`,
    securityMarkdown(spec, {}),
    `## ${OVERVIEW_SECTIONS.download.text}`,
    `The OpenAPI ${spec.openapi} description, with this deployment's server addresses and code samples: [openapi.yaml](/openapi.yaml).`,
    ...unspecifiedMarkdown(facts, apiOverviewPath),
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** Every page of the API reference as Markdown, in the order the sidebar lists them. */
export function apiReferencePages(spec: OpenApiDocument, facts: UnspecifiedFact[]): MarkdownPage[] {
  const refs = listOperationRefs(spec);
  const operations = listOperations(spec);
  const pages: MarkdownPage[] = [
    {
      pagePath: apiOverviewPath,
      title: API_OVERVIEW_TITLE,
      description: `Overview of the ${spec.info.title}: operations, servers, authentication, what is not specified.`,
      body: overviewMarkdown(spec, facts),
    },
  ];
  for (const tag of spec.tags ?? []) {
    const tagged = refs.filter((_, index) =>
      ((operations[index]?.operation.tags ?? []) as string[]).includes(tag.name),
    );
    pages.push({
      pagePath: tagPagePath(tag.name),
      title: tagPageTitle(tag.name),
      description: `The \`${tag.name}\` tag: ${text(tag.description)}`,
      body: [text(tag.description), tagged.map((ref) => operationLink(ref, spec)).join('\n')].join('\n\n'),
    });
  }
  refs.forEach((ref, index) => {
    const op = operations[index]?.operation ?? {};
    pages.push({
      pagePath: ref.pagePath,
      title: ref.summary,
      description: `\`${ref.method} ${ref.path}\`${op.deprecated === true ? ' (deprecated)' : ''}: ${firstSentence(text(op.description))}`,
      body: operationMarkdown(spec, facts, ref, op),
    });
  });
  return pages;
}

function firstSentence(paragraph: string): string {
  return /^.*?\.(?=\s|$)/s.exec(paragraph)?.[0].replace(/\s+/g, ' ') ?? paragraph;
}
