#!/usr/bin/env node
// The installed command, in syntax that Node.js 12 and newer can parse, so that an old Node gets a
// clear answer on stderr (an assistant shows it in its server log) instead of a syntax error.
'use strict';

var REQUIRED = [22, 19, 0];
var REQUIRED_TEXT = '22.19';

function isSupported(version) {
  var parts = version.split('.').map(Number);
  for (var i = 0; i < REQUIRED.length; i += 1) {
    if (parts[i] !== REQUIRED[i]) return parts[i] > REQUIRED[i];
  }
  return true;
}

if (!isSupported(process.versions.node)) {
  process.stderr.write(
    '@petstore-docs/mcp needs Node.js ' +
      REQUIRED_TEXT +
      ' or newer (22 LTS or 24 LTS); this is Node.js ' +
      process.versions.node +
      '.\n' +
      'Install a current Node.js from https://nodejs.org/ and restart your assistant.\n',
  );
  process.exitCode = 2;
} else {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, so that any Node can parse the stub
  require('node:module').enableCompileCache();
  import('../dist/petstore-docs-mcp.js');
}
