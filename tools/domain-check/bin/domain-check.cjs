#!/usr/bin/env node
// The installed command, in syntax that Node.js 12 and newer can parse, so that an old Node gets a clear
// answer instead of a syntax error from the real CLI: check the version, then load the CLI.
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
    'domain-check needs Node.js ' +
      REQUIRED_TEXT +
      ' or newer (22 LTS or 24 LTS); this is Node.js ' +
      process.versions.node +
      '.\n' +
      'Install a current Node.js from https://nodejs.org/ and run the command again.\n',
  );
  process.exitCode = 2;
} else {
  // V8 keeps the compiled bundle in the system's temporary folder, so each later run starts sooner
  // (Node.js's own advice for command-line tools); it does nothing where the folder is not writable.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, so that any Node can parse the stub
  require('node:module').enableCompileCache();
  // A CommonJS file may import an ES module; the CLI sets its own exit code.
  import('../dist/bin/domain-check.js');
}
