/** Where JSON text stops being JSON, and what the parser expected there. */
export interface JsonSyntaxProblem {
  /** Offset in UTF-16 code units. */
  readonly offset: number;
  /** What was expected, e.g. `expected ',' or '}' after a property value`. */
  readonly expected: string;
}

type State = 'value' | 'key' | 'after-value';

const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
const WHITESPACE = /[ \t\n\r]*/y;

/**
 * Finds the first syntax error in JSON text (RFC 8259), or undefined when it is valid. Engines word and place
 * their JSON.parse errors differently (V8 often gives no position at all), so the location comes from here.
 * It keeps its own stack instead of recursing, so deep nesting cannot overflow.
 */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | undefined {
  const stack: ('object' | 'array')[] = [];
  let offset = 0;
  let state: State = 'value';
  const skipWhitespace = (): void => {
    WHITESPACE.lastIndex = offset;
    WHITESPACE.test(text);
    offset = WHITESPACE.lastIndex;
  };
  const problem = (expected: string): JsonSyntaxProblem => ({ offset, expected });

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
          stack.push(char === '{' ? 'object' : 'array');
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
      const stringProblem = skipString();
      if (stringProblem !== undefined) return stringProblem;
      skipWhitespace();
      if (text[offset] !== ':') return problem("expected ':' after the property name");
      offset++;
      state = 'value';
    } else {
      const container = stack.at(-1);
      if (container === undefined) return char === undefined ? undefined : problem('expected the end of the text');
      const close = container === 'object' ? '}' : ']';
      if (char === ',') {
        offset++;
        state = container === 'object' ? 'key' : 'value';
      } else if (char === close) {
        offset++;
        stack.pop();
      } else {
        return problem(
          container === 'object'
            ? "expected ',' or '}' after a property value"
            : "expected ',' or ']' after an array element",
        );
      }
    }
  }

  function skipString(): JsonSyntaxProblem | undefined {
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
