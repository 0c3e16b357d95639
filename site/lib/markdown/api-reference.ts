import {
  descriptionBesideDeprecationNotice,
  formatRemovalDate,
  listDeprecatedOperations,
  listOperationRefs,
  type OperationRef,
} from '../../../spec-model/deprecations.ts';
import { describeType, markdownOf, schemaFields } from '../../../spec-model/schema-fields.ts';
import type {
  ResolvedMediaType,
  ResolvedOperation,
  ResolvedSchema,
  SpecModel,
  SpecOperation,
} from '../../../spec-model/spec-model.ts';
import {
  API_OVERVIEW_TITLE,
  NOT_SPECIFIED_HEADING,
  AUTHENTICATION_HEADING,
  OVERVIEW_SECTIONS,
  tagPagePath,
  tagPageTitle,
} from '../api-page-outline.ts';
import { apiOverviewPath, unspecifiedFactsFor, type UnspecifiedFact } from '../../../spec-model/unspecified.ts';
import { markdownPathOf, type MarkdownPage } from './markdown-page.ts';

/**
 * The API reference as Markdown: the overview, each tag and each operation, written from the
 * published spec's model (spec-model/), the one the HTML pages and the guides' tables read, so the
 * Markdown cannot say anything the pages do not. A schema's fields and types are spec-model's
 * `schemaFields` and `describeType`, printed as Markdown.
 */

const text = (value: string | undefined): string => value?.trim() ?? '';
/** Text for a table cell: one line, pipes escaped. */
const cell = (value: string): string => value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function table(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

const typeMarkdown = (spec: SpecModel, schema: ResolvedSchema | undefined) => markdownOf(describeType(spec, schema));
const codeList = (values: readonly unknown[]) => values.map((value) => `\`${String(value)}\``).join(', ');

/** "minimum 1, maximum 100, default 20": the limits a schema puts on a value. */
function describeConstraints(schema: ResolvedSchema | undefined): string {
  const parts: string[] = [];
  if (schema?.minimum !== undefined) parts.push(`minimum ${String(schema.minimum)}`);
  if (schema?.maximum !== undefined) parts.push(`maximum ${String(schema.maximum)}`);
  if (schema?.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  if (Array.isArray(schema?.enum)) parts.push(`one of ${codeList(schema.enum)}`);
  return parts.join(', ') || '—';
}

/** A schema as Markdown: its name and description, then the fields of its objects. */
function schemaMarkdown(spec: SpecModel, schema: ResolvedSchema | undefined): string {
  const lines = [`Schema: ${typeMarkdown(spec, schema)}.`];
  if (!schema) return lines[0] ?? '';
  if (text(schema.description)) lines.push(text(schema.description));
  const objectSchema = schema.type === 'array' ? schema.items : schema;
  const fields = schemaFields(spec, objectSchema);
  if (fields.length > 0) {
    const objectName = spec.schemaName(objectSchema);
    const objectDescription = schema.type === 'array' ? text(objectSchema.description) : '';
    if (objectName && schema.type === 'array') lines.push(`Each \`${objectName}\`: ${objectDescription}`.trim());
    lines.push(
      table(
        ['Field', 'Type', 'Required', 'Description'],
        fields.map((field) => [
          `\`${field.name}\``,
          markdownOf(field.type),
          field.required ? 'yes' : 'no',
          field.description,
        ]),
      ),
    );
  }
  return lines.join('\n\n');
}

function mediaMarkdown(spec: SpecModel, content: Record<string, ResolvedMediaType> | undefined): string[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, media]) => {
    const example: unknown = media.example;
    const parts = [`Media type: \`${mediaType}\`.`, schemaMarkdown(spec, media.schema)];
    if (example !== undefined) parts.push(`Example:\n\n\`\`\`json\n${JSON.stringify(example, null, 2)}\n\`\`\``);
    return parts;
  });
}

function securityMarkdown(spec: SpecModel, operation: Pick<ResolvedOperation, 'security'>): string {
  const requirements = operation.security ?? spec.resolved.security ?? [];
  const schemes = requirements.flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return 'None.';
  return schemes
    .map((name) => {
      const scheme = spec.resolved.components?.securitySchemes?.[name];
      if (!scheme) throw new Error(`The spec names no security scheme ${name}`);
      const how =
        scheme.type === 'http'
          ? `HTTP authentication with the \`${scheme.scheme}\` scheme: send \`Authorization: ${capitalize(scheme.scheme)} <API key>\``
          : `type \`${scheme.type}\``;
      return `\`${name}\`: ${how}. ${text(scheme.description)}`.trim();
    })
    .join('\n\n');
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function deprecationMarkdown(spec: SpecModel, operationId: string): string | undefined {
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

function operationMarkdown(spec: SpecModel, facts: UnspecifiedFact[], ref: OperationRef, entry: SpecOperation): string {
  const { operation: op, parameters } = entry;
  const parts: string[] = [`\`${ref.method} ${ref.path}\` (operation \`${ref.operationId}\`)`];
  const deprecation = deprecationMarkdown(spec, ref.operationId);
  if (deprecation) parts.push(deprecation);
  const description =
    deprecation && op.description !== undefined ? descriptionBesideDeprecationNotice(op.description) : op.description;
  if (text(description)) parts.push(text(description));

  parts.push('## Base addresses', serverList(spec));
  parts.push('## Authentication', securityMarkdown(spec, op));

  parts.push('## Parameters');
  parts.push(
    parameters.length === 0
      ? 'None.'
      : table(
          ['Name', 'In', 'Type', 'Required', 'Limits', 'Description'],
          parameters.map((parameter) => [
            `\`${parameter.name}\``,
            parameter.in,
            typeMarkdown(spec, parameter.schema),
            parameter.required === true ? 'yes' : 'no',
            describeConstraints(parameter.schema),
            text(parameter.description),
          ]),
        ),
  );

  parts.push('## Request body');
  if (op.requestBody === undefined) parts.push('None.');
  else {
    const body = op.requestBody;
    parts.push(body.required === true ? 'Required.' : 'Optional.', ...mediaMarkdown(spec, body.content));
  }

  parts.push('## Responses');
  for (const [status, response] of Object.entries(op.responses)) {
    parts.push(
      `### ${status}: ${text(response.description).replace(/\.$/, '')}`,
      ...mediaMarkdown(spec, response.content),
    );
  }

  const samples = op['x-codeSamples'] ?? [];
  if (samples.length > 0) {
    parts.push('## Code samples');
    for (const sample of samples) {
      parts.push(`${sample.label}:\n\n\`\`\`${sample.lang}\n${sample.source}\n\`\`\``);
    }
  }
  parts.push(...unspecifiedMarkdown(facts, ref.pagePath));
  return parts.join('\n\n');
}

function serverList(spec: SpecModel): string {
  return (spec.resolved.servers ?? [])
    .map((server) => `- ${server.description ?? 'Server'}: \`${server.url}\``)
    .join('\n');
}

function operationLink(ref: OperationRef, spec: SpecModel): string {
  const deprecation = listDeprecatedOperations(spec).find((candidate) => candidate.operationId === ref.operationId);
  const marker = deprecation ? ` (deprecated: to be removed on ${formatRemovalDate(deprecation.sunset)})` : '';
  return `- [${ref.summary}](${markdownPathOf(ref.pagePath)}): \`${ref.method} ${ref.path}\`${marker}`;
}

function overviewMarkdown(spec: SpecModel, facts: UnspecifiedFact[]): string {
  const operations = listOperationRefs(spec);
  const { info, openapi } = spec.resolved;
  const parts = [
    `Version ${info.version}, described in OpenAPI ${openapi}.`,
    text(info.description),
    '## Operations',
    operations.map((ref) => operationLink(ref, spec)).join('\n'),
    `## ${OVERVIEW_SECTIONS.servers.text}`,
    serverList(spec),
    `## ${AUTHENTICATION_HEADING.text}`,
    securityMarkdown(spec, {}),
    `## ${OVERVIEW_SECTIONS.download.text}`,
    `The OpenAPI ${openapi} description, with this deployment's server addresses and code samples: [openapi.yaml](/openapi.yaml).`,
    ...unspecifiedMarkdown(facts, apiOverviewPath),
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** Every page of the API reference as Markdown, in the order the sidebar lists them. */
export function apiReferencePages(spec: SpecModel, facts: UnspecifiedFact[]): MarkdownPage[] {
  const refs = listOperationRefs(spec);
  const { operations } = spec;
  const { info, tags } = spec.resolved;
  const pages: MarkdownPage[] = [
    {
      pagePath: apiOverviewPath,
      title: API_OVERVIEW_TITLE,
      description: `Overview of the ${info.title}: operations, servers, authentication, what is not specified.`,
      body: overviewMarkdown(spec, facts),
    },
  ];
  for (const tag of tags ?? []) {
    const tagged = refs.filter((_, index) => operations[index]?.operation.tags?.includes(tag.name) === true);
    pages.push({
      pagePath: tagPagePath(tag.name),
      title: tagPageTitle(tag.name),
      description: `The \`${tag.name}\` tag: ${text(tag.description)}`,
      body: [text(tag.description), tagged.map((ref) => operationLink(ref, spec)).join('\n')].join('\n\n'),
    });
  }
  refs.forEach((ref, index) => {
    const entry = operations[index];
    if (!entry) throw new Error('The operations and their references differ in number');
    const op = entry.operation;
    pages.push({
      pagePath: ref.pagePath,
      title: ref.summary,
      description: `\`${ref.method} ${ref.path}\`${op.deprecated === true ? ' (deprecated)' : ''}: ${firstSentence(text(op.description))}`,
      body: operationMarkdown(spec, facts, ref, entry),
    });
  });
  return pages;
}

function firstSentence(paragraph: string): string {
  return /^.*?\.(?=\s|$)/s.exec(paragraph)?.[0].replace(/\s+/g, ' ') ?? paragraph;
}
