/**
 * The languages of the code samples, in the order the pages show them: the one list that the
 * operation pages, "Try it", the spec download's `x-codeSamples`, the Markdown twins and the test
 * that runs every sample read. Each names the @scalar/snippetz plugin that writes its request and
 * the little the plugin leaves out: where the API key comes from (the plugins write a header
 * value as a literal) and the lines that make the request a program that prints the answer.
 * Free of Node modules: "Try it" rewrites the samples in the browser with it.
 */
import type { Plugin } from '@scalar/snippetz';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { nodeUndici } from '@scalar/snippetz/plugins/node/undici';
import { phpCurl } from '@scalar/snippetz/plugins/php/curl';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { shellHttpie } from '@scalar/snippetz/plugins/shell/httpie';

/** The environment variable every sample reads the API key from. */
export const apiKeyVariable = 'PETSTORE_API_KEY';

export interface SampleLanguage {
  /** Stable identifier, used in tests and file names. */
  readonly id: string;
  /** The name a reader picks. */
  readonly label: string;
  /** The highlighter's language (Expressive Code, Markdown fences). */
  readonly lang: 'sh' | 'js' | 'python' | 'go' | 'java' | 'csharp' | 'ruby' | 'php';
  readonly plugin: Plugin;
  /** The expression that reads the API key from the environment. */
  readonly keyLookup: string;
  /**
   * The expression that replaces the generator's string literal holding the key's placeholder:
   * `before` and `after` are the literal's text around the placeholder, `quote` its quote mark.
   * By default the lookup joined to the literal's text with `+`.
   */
  readonly joinKey?: (parts: KeyParts) => string;
  /** Lines before and after the generated request that make it a program printing the answer. */
  readonly frame?: (request: string) => string;
}

interface KeyParts {
  readonly before: string;
  readonly after: string;
  readonly quote: string;
}

/** The literal's text around the key, in the generator's own quotes, joined to `lookup` by `operator`. */
export const concatenation =
  (lookup: string, operator: string) =>
  ({ before, after, quote }: KeyParts) =>
    [before && quote + before + quote, lookup, after && quote + after + quote].filter(Boolean).join(operator);

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(spaces) + line))
    .join('\n');

/** In double quotes a POSIX shell expands `$VARIABLE`; the rest of the words stay as the generator wrote them. */
const shellJoin = ({ before, after }: KeyParts) =>
  /["$`\\!]/.test(before + after)
    ? `'${before}'"$${apiKeyVariable}"'${after}'`
    : `"${before}$${apiKeyVariable}${after}"`;

const templateJoin = ({ before, after }: KeyParts) =>
  /[`$\\]/.test(before + after)
    ? `'${before}' + process.env.${apiKeyVariable} + '${after}'`
    : `\`${before}\${process.env.${apiKeyVariable}}${after}\``;

export const sampleLanguages: readonly SampleLanguage[] = [
  { id: 'curl', label: 'curl', lang: 'sh', plugin: shellCurl, keyLookup: `$${apiKeyVariable}`, joinKey: shellJoin },
  {
    id: 'fetch',
    label: 'JavaScript (fetch)',
    lang: 'js',
    plugin: jsFetch,
    keyLookup: `process.env.${apiKeyVariable}`,
    joinKey: templateJoin,
    frame: (request) => `const response = await ${request}\n\nconsole.log(await response.text())`,
  },
  {
    id: 'node',
    label: 'Node.js (undici)',
    lang: 'js',
    plugin: nodeUndici,
    keyLookup: `process.env.${apiKeyVariable}`,
    joinKey: templateJoin,
    frame: (request) => `${request}\n\nconsole.log(await body.text())`,
  },
  {
    id: 'python',
    label: 'Python (requests)',
    lang: 'python',
    plugin: pythonRequests,
    keyLookup: `os.environ["${apiKeyVariable}"]`,
    // The plugin writes the call alone: the imports and what prints the answer are ours.
    frame: (request) => `import os\n\nimport requests\n\nresponse = ${request}\n\nprint(response.text)`,
  },
  {
    id: 'go',
    label: 'Go (net/http)',
    lang: 'go',
    plugin: goNative,
    keyLookup: `os.Getenv("${apiKeyVariable}")`,
    // gofmt's spacing: no spaces around `+` inside a call's arguments.
    joinKey: concatenation(`os.Getenv("${apiKeyVariable}")`, '+'),
    frame: (request) => request.replace(/\n\t"net\/http"\n/, '\n\t"net/http"\n\t"os"\n'),
  },
  {
    id: 'java',
    label: 'Java (HttpClient)',
    lang: 'java',
    plugin: javaNethttp,
    keyLookup: `System.getenv("${apiKeyVariable}")`,
    // The plugin writes statements; `java Main.java` runs them inside a class.
    frame: (request) =>
      [
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.net.http.HttpResponse;',
        '',
        'public class Main {',
        '  public static void main(String[] args) throws Exception {',
        indent(request, 4),
        '  }',
        '}',
      ].join('\n'),
  },
  {
    id: 'csharp',
    label: 'C# (HttpClient)',
    lang: 'csharp',
    plugin: csharpHttpclient,
    keyLookup: `Environment.GetEnvironmentVariable("${apiKeyVariable}")`,
    frame: (request) =>
      `using System.Net.Http.Headers;\n\n${request}\n\nConsole.WriteLine(await response.Content.ReadAsStringAsync());`,
  },
  {
    id: 'ruby',
    label: 'Ruby (Net::HTTP)',
    lang: 'ruby',
    plugin: rubyNative,
    keyLookup: `ENV["${apiKeyVariable}"]`,
  },
  {
    id: 'php',
    label: 'PHP (cURL)',
    lang: 'php',
    plugin: phpCurl,
    keyLookup: `getenv('${apiKeyVariable}')`,
    joinKey: concatenation(`getenv('${apiKeyVariable}')`, ' . '),
    frame: (request) => `<?php\n\n${request}`,
  },
  {
    id: 'httpie',
    label: 'HTTPie',
    lang: 'sh',
    plugin: shellHttpie,
    keyLookup: `$${apiKeyVariable}`,
    joinKey: shellJoin,
  },
];
