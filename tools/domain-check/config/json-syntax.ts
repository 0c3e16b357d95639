/** Where JSON text stops being JSON, and what the parser expected there. */
export interface JsonSyntaxProblem {
  /** Offset in UTF-16 code units. */
  readonly offset: number;
  /** What was expected, e.g. `expected ',' or '}' after a property value`. */
  readonly expected: string;
}

/** A key written twice in one object: JSON leaves its meaning undefined (RFC 8259 §4). */
export interface JsonDuplicateKey {
  /** Where the key stands: object keys and array indexes from the root, the key last. */
  readonly path: readonly (string | number)[];
  /** Offsets of the first and of the repeated key, in UTF-16 code units. */
  readonly firstOffset: number;
  readonly offset: number;
}

interface JsonScan {
  readonly problem: JsonSyntaxProblem | undefined;
  readonly duplicate: JsonDuplicateKey | undefined;
}

type State = 'value' | 'key' | 'after-value';

/** An open object or array, with what the path needs: the current key or the current index. */
type Container =
  | { readonly kind: 'object'; readonly keys: Map<string, number>; key: string }
  | { readonly kind: 'array'; index: number };

const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
const WHITESPACE = /[ \t\n\r]*/y;

/**
 * Finds the first syntax error in JSON text (RFC 8259), or undefined when it is valid. Engines word and place
 * their JSON.parse errors differently (V8 often gives no position at all), so the location comes from here.
 * It keeps its own stack instead of recursing, so deep nesting cannot overflow.
 */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | undefined {
  return scanJson(text).problem;
}

/** The first key that appears twice in the same object, in JSON text without a syntax error. */
export function findDuplicateKey(text: string): JsonDuplicateKey | undefined {
  const scan = scanJson(text);
  return scan.problem === undefined ? scan.duplicate : undefined;
}

function scanJson(text: string): JsonScan {
  const stack: Container[] = [];
  let duplicate: JsonDuplicateKey | undefined;
  let offset = 0;
  let state: State = 'value';
  const skipWhitespace = (): void => {
    WHITESPACE.lastIndex = offset;
    WHITESPACE.test(text);
    offset = WHITESPACE.lastIndex;
  };
  const problem = (expected: string): JsonScan => ({ problem: { offset, expected }, duplicate });
  const pathTo = (key: string): (string | number)[] => [
    ...stack.slice(0, -1).map((container) => (container.kind === 'object' ? container.key : container.index)),
    key,
  ];

  for (;;) {
    skipWhitespace();
    const char = text[offset];
    if (state === 'value') {
      if (char === '{' || char === '[') {
        offset++;
        skipWhitespace();
        if (text[offset] === (char === '{' ? '}' : ']')) {
          offset++;
          state = 'after-value';
        } else {
          stack.push(char === '{' ? { kind: 'object', keys: new Map(), key: '' } : { kind: 'array', index: 0 });
          state = char === '{' ? 'key' : 'value';
        }
      } else if (char === '"') {
        const stringProblem = skipString();
        if (stringProblem !== undefined) return stringProblem;
        state = 'after-value';
      } else {
        LITERAL.lastIndex = offset;
        if (!LITERAL.test(text))
          return problem('expected a value (a string, number, object, array, true, false or null)');
        offset = LITERAL.lastIndex;
        state = 'after-value';
      }
    } else if (state === 'key') {
      if (char !== '"') return problem('expected a property name in double quotes');
      const keyOffset = offset;
      const stringProblem = skipString();
      if (stringProblem !== undefined) return stringProblem;
      const container = stack.at(-1);
      if (container?.kind === 'object') {
        // Keys compare after unescaping: "prim\u0061ry" is "primary".
        const key = JSON.parse(text.slice(keyOffset, offset)) as string;
        const firstOffset = container.keys.get(key);
        if (firstOffset === undefined) container.keys.set(key, keyOffset);
        else duplicate ??= { path: pathTo(key), firstOffset, offset: keyOffset };
        container.key = key;
      }
      skipWhitespace();
      if (text[offset] !== ':') return problem("expected ':' after the property name");
      offset++;
      state = 'value';
    } else {
      const container = stack.at(-1);
      if (container === undefined) {
        return char === undefined ? { problem: undefined, duplicate } : problem('expected the end of the text');
      }
      const close = container.kind === 'object' ? '}' : ']';
      if (char === ',') {
        offset++;
        if (container.kind === 'array') container.index++;
        state = container.kind === 'object' ? 'key' : 'value';
      } else if (char === close) {
        offset++;
        stack.pop();
      } else {
        return problem(
          container.kind === 'object'
            ? "expected ',' or '}' after a property value"
            : "expected ',' or ']' after an array element",
        );
      }
    }
  }

  function skipString(): JsonScan | undefined {
    offset++;
    for (;;) {
      const char = text[offset];
      if (char === undefined) return problem('expected a closing " at the end of the string');
      if (char === '"') {
        offset++;
        return undefined;
      }
      if (char === '\\') {
        ESCAPE.lastIndex = offset;
        if (!ESCAPE.test(text)) return problem('expected a valid escape such as \\" or \\n');
        offset = ESCAPE.lastIndex;
      } else if (char < ' ') {
        return problem(
          'expected the string to end before the line break or control character, or the character escaped',
        );
      } else {
        offset++;
      }
    }
  }
}
