import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

import { asData, escapeUnsafe, jsonForAssistant } from './as-data.ts';

/**
 * Every tool answers in one shape (MCP "structured content"): `structuredContent` that its declared
 * `outputSchema` validates, the same JSON as the first text block for clients that read text only,
 * then one short line for a person, and hostile text (a report, a page) fenced as data.
 */
export function answer(
  summary: string,
  structured: Record<string, unknown>,
  data?: { label: string; text: string },
): CallToolResult {
  const human = escapeUnsafe(summary, true);
  return {
    content: [
      { type: 'text', text: jsonForAssistant(structured) },
      { type: 'text', text: data ? `${human}\n\n${asData(data.label, data.text)}` : human },
    ],
    structuredContent: structured,
  };
}

/**
 * A refusal the assistant can act on: a stable code, the message, and what would be accepted. It is
 * an `isError` result whose first text block is `{"error": …}` as JSON; it carries no structured
 * content, which the tool's output schema describes for answers only (clients check it on errors too).
 */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  /** The tool parameter it concerns, by the tool's own name for it. */
  readonly parameter?: string;
  /** The values that would be accepted, when they are few enough to list. */
  readonly allowed?: readonly string[];
  readonly issues?: readonly { readonly path: string; readonly message: string }[];
}

export function refuse(refusal: Refusal): CallToolResult {
  const allowed = refusal.allowed ? ` Allowed: ${refusal.allowed.join(', ')}.` : '';
  return {
    isError: true,
    content: [
      { type: 'text', text: jsonForAssistant({ error: refusal }) },
      {
        type: 'text',
        text: `Refused (${refusal.code}).${escapeUnsafe(allowed)}\n\n${asData('The reason, which may quote what was given:', refusal.message)}`,
      },
    ],
  };
}
