/**
 * The code samples of one request, one per language of `sampleLanguages`, written by
 * @scalar/snippetz. Pure and free of Node modules: the build writes the operation pages' samples
 * with it, and the "Try it" panel rewrites them in the browser as the reader types.
 */
import { concatenation, sampleLanguages, type SampleLanguage } from './sample-languages.ts';

export { apiKeyVariable } from './sample-languages.ts';

/** An entry of the `x-codeSamples` extension, which starlight-openapi shows in place of its own snippets. */
export interface CodeSample {
  lang: SampleLanguage['lang'];
  label: string;
  source: string;
}

export interface RequestShape {
  method: string;
  url: string;
  query: [string, string | number][];
  body: unknown;
}

/**
 * What the generators are given as the key: they write it as a literal header value, which is
 * then replaced by the language's environment lookup. Letters and underscores only, so that no
 * generator escapes or splits it.
 */
const keyPlaceholder = '__PETSTORE_API_KEY_PLACEHOLDER__';

/** A string literal holding the placeholder: its quote, the text before and after (no quote, escape or newline). */
const literalWithKey = new RegExp(`(['"])((?:(?!\\1)[^\\\\\\n])*)${keyPlaceholder}((?:(?!\\1)[^\\\\\\n])*)\\1`);

export class SampleKeyError extends Error {
  override readonly name = 'SampleKeyError';
  readonly code = 'SAMPLE_KEY_NOT_REPLACED';
}

/** `source` with the literal holding the key replaced by the language's environment lookup. */
function withKeyFromEnvironment(language: SampleLanguage, source: string): string {
  const replaced = source.replace(literalWithKey, (_, quote: string, before: string, after: string) =>
    (language.joinKey ?? concatenation(language.keyLookup, ' + '))({ quote, before, after }),
  );
  // A generator that quoted the header another way must not publish the placeholder.
  if (replaced.includes(keyPlaceholder)) {
    throw new SampleKeyError(`The ${language.label} sample still holds the key placeholder:\n${replaced}`);
  }
  return replaced;
}

function toHarRequest(request: RequestShape) {
  const hasBody = request.body !== undefined;
  return {
    method: request.method,
    // Snippetz's JavaScript plugins put the URL in single quotes without escaping one inside it
    // (a server address the reader typed may hold one): the URL carries it percent-encoded instead.
    url: request.url.replaceAll("'", '%27'),
    httpVersion: 'HTTP/1.1',
    headers: [
      { name: 'Authorization', value: `Bearer ${keyPlaceholder}` },
      ...(hasBody ? [{ name: 'Content-Type', value: 'application/json' }] : []),
    ],
    queryString: request.query.map(([name, value]) => ({ name, value: String(value) })),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(hasBody ? { postData: { mimeType: 'application/json', text: JSON.stringify(request.body) } } : {}),
  };
}

/** The sample of `request` in `language`. */
export function sampleForRequest(language: SampleLanguage, request: RequestShape): CodeSample {
  const generated = language.plugin.generate(toHarRequest(request));
  const source = withKeyFromEnvironment(language, language.frame ? language.frame(generated) : generated);
  return { lang: language.lang, label: language.label, source };
}

/** The samples of `request`, in the order the pages show them. */
export function samplesForRequest(request: RequestShape): CodeSample[] {
  return sampleLanguages.map((language) => sampleForRequest(language, request));
}
