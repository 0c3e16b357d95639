/**
 * Each guide says the key facts of the seed (../shared/seeds/000_4b3203215a233caa.txt),
 * and says plainly what the seed leaves unspecified. The facts are read from the built pages as a
 * reader sees them: the text of a section, the cells of a table, the code a copy button copies.
 * Values that are deployment settings (the base addresses, the platform host) come from the same
 * settings module the site reads; the rest are the seed's own words and numbers.
 */
import { describe, expect, inject, test } from 'vitest';

import { loadDeploymentSettings } from '../../../deployment/settings.ts';
import { productionEnvironment } from '../../support/astro-build.ts';
import { plainText, renderedPage } from '../../support/rendered-page.ts';

const distDir = inject('distDir');
const page = (urlPath: string) => renderedPage(distDir, urlPath);
// The global setup builds with the environment of this process, less what vitest adds to it.
const settings = loadDeploymentSettings(productionEnvironment());

describe('Getting started', () => {
  const guide = page('/guides/getting-started/');

  test('gives the production and staging base addresses of the deployment settings', () => {
    const section = guide.section('Base addresses');
    expect(section).toContain(`Production: ${settings.baseUrl}`);
    expect(section).toContain(`Staging: ${settings.stagingBaseUrl}`);
    expect(section).toContain('end in the path segment /v1');
  });

  test('shows the bearer header', () => {
    expect(guide.codeBlocks(guide.sectionHtml('The bearer header'))).toEqual(['Authorization: Bearer <API key>']);
    expect(guide.section('The bearer header')).toContain('sent as a bearer token in the Authorization header');
  });

  test('makes the first request with curl to listPets on the production address, with the bearer header', () => {
    const section = guide.sectionHtml('Your first request');
    expect(guide.codeBlocks(section)).toEqual([
      `curl --request GET "${settings.baseUrl}/pets" \\\n  --header "Authorization: Bearer $PETSTORE_API_KEY"`,
    ]);
    expect(guide.section('Your first request')).toContain('listPets (GET /pets)');
  });
});

describe('Authentication', () => {
  const guide = page('/guides/authentication/');

  test('names the bearerAuth scheme and the bearer token in the Authorization header', () => {
    const section = guide.section('The bearerAuth scheme');
    expect(section).toContain('named bearerAuth: HTTP authentication with the scheme bearer');
    expect(section).toContain('Send your API key as a bearer token in the Authorization header');
    expect(guide.codeBlocks(guide.sectionHtml('The bearerAuth scheme'))).toEqual(['Authorization: Bearer <API key>']);
  });

  test('applies it to every operation', () => {
    const section = guide.section('Where it applies');
    expect(section).toContain('applies to every operation');
    for (const operation of ['listPets (GET /pets)', 'createPet (POST /pets)', 'getPet (GET /pets/{petId})']) {
      expect(section).toContain(operation);
    }
  });

  test('answers a missing or invalid key with 401 and an Error body', () => {
    const section = guide.section('Missing or invalid key');
    expect(section).toContain('missing or invalid key gets status 401, with an Error body');
    expect(guide.table('Fields of Error').rows.map(([field]) => field)).toEqual(['Field', 'code', 'message', 'status']);
  });

  test('says that key issuance, lifetime and scopes are not specified', () => {
    expect(guide.section('What is not specified')).toContain(
      'How an API key is issued, how long it stays valid, and any scopes or permissions attached to it are not specified.',
    );
  });
});

describe('Errors', () => {
  const guide = page('/guides/errors/');

  test('gives the Error shape, whose status repeats the HTTP status', () => {
    expect(guide.table('Fields of Error').rows.map((row) => row.slice(0, 3))).toEqual([
      ['Field', 'Type', 'Required'],
      ['code', 'string', 'Yes'],
      ['message', 'string', 'Yes'],
      ['status', 'integer', 'Yes'],
    ]);
    expect(guide.section('The Error body')).toContain('status repeats the HTTP status code of the response');
  });

  test('tabulates 400, 401 and 404 with their conditions and operations', () => {
    const [header, ...rows] = guide.table('Error statuses').rows;
    expect(header).toEqual(['HTTP status', 'Condition', 'Operations']);
    expect(rows.map(([status, , operations]) => [status, operations])).toEqual([
      ['400', 'createPet'],
      ['401', 'All: listPets, createPet, getPet'],
      ['404', 'getPet'],
    ]);
    const conditions = rows.map(([, condition]) => condition);
    expect(conditions[0]).toMatch(/missing required fields or holding invalid values/i);
    expect(conditions[1]).toMatch(/missing or invalid API key/i);
    expect(conditions[2]).toMatch(/could not be found/i);
  });

  test('says that the code values and the answers to bad limit and status values are not specified', () => {
    const section = guide.section('What is not specified');
    expect(section).toContain('The set of code values is not specified');
    expect(section).toContain('The response to a limit below its minimum or above its maximum is not specified.');
    expect(section).toContain(
      'The response to a status filter value other than available, pending or sold is not specified',
    );
  });
});

describe('Limits and pagination', () => {
  const guide = page('/guides/limits/');

  test('gives limit a minimum of 1, a maximum of 100 and a default of 20', () => {
    expect(guide.table('Limits of the limit parameter').rows).toEqual([
      ['Limit', 'Applies to', 'Value'],
      ['limit minimum', 'GET /pets', '1'],
      ['limit maximum', 'GET /pets', '100'],
      ['limit default', 'GET /pets', '20'],
    ]);
    expect(guide.section('The limit parameter')).toContain(
      'It is an integer from 1 to 100; without it, the value is 20.',
    );
  });

  test('says that other paging, cursors, totals and envelopes are not specified', () => {
    const section = guide.section('Pagination');
    expect(section).toContain(
      'limit is the only paging parameter given. Paging parameters other than limit (such as an offset or a page ' +
        'number), a cursor, a total count and a response envelope are not specified.',
    );
  });

  test('says that the answers to invalid values, and rate and size limits, are not specified', () => {
    expect(guide.section('Invalid values')).toContain(
      'The response to a limit below its minimum or above its maximum is not specified.',
    );
    expect(guide.section('Rate and size limits')).toContain('Rate limits and request size limits are not specified.');
  });
});

describe('Versioning and deprecations', () => {
  const guide = page('/guides/versioning/');

  test('gives the version 1.0.0 and the major version /v1 in both base addresses', () => {
    expect(guide.section('Version')).toContain('The interface version is 1.0.0');
    expect(guide.section('The major version is in the base address')).toContain('as the path segment /v1');
    const [, ...servers] = guide.tables(guide.sectionHtml('The major version is in the base address'))[0]?.rows ?? [];
    expect(servers).toEqual([
      ['Production', settings.baseUrl],
      ['Staging', settings.stagingBaseUrl],
    ]);
  });

  test('tabulates the deprecated getPet, to be removed on 5 December 2030, replaced by GET /pets with status', () => {
    const [table] = guide.tables(guide.sectionHtml('Deprecated operations'));
    expect(table?.rows).toEqual([
      ['Operation', 'Method and path', 'Removal date', 'Replacement'],
      ['getPet', 'GET /pets/{petId}', '5 December 2030', 'GET /pets with the status filter'],
    ]);
    expect(guide.section('Deprecated operations')).toContain('is to be removed on the date this table gives');
  });

  test('claims nothing about a deprecated operation beyond its removal date', () => {
    // The seed says only that getPet "is to be removed on" the date: not that it works until then.
    expect(guide.text).not.toMatch(/still works|stops working|until its removal/);
  });
});

describe('Custom domains', () => {
  const guide = page('/guides/custom-domains/');
  const host = settings.platformHost;

  test('gives the prerequisites', () => {
    const section = guide.section('Prerequisites');
    expect(section).toContain('the Pro tier or above');
    expect(section).toContain('Access to the DNS settings at your domain');
    expect(section).toContain('A successful deploy of the project');
  });

  test('tabulates a CNAME to the platform host for a subdomain and an ALIAS or ANAME at the apex, TTL 3600', () => {
    expect(guide.table(/^Records for a subdomain/).rows).toEqual([
      ['Type', 'Name', 'Value', 'TTL'],
      ['CNAME', 'docs', host, '3600'],
      ['ALIAS or ANAME', 'the apex domain itself', host, '3600'],
    ]);
    expect(guide.section('Apex domain: ALIAS or ANAME')).toContain(
      'Not every DNS provider supports ALIAS or ANAME records',
    );
  });

  test('names no record name for the apex that the procedure does not give', () => {
    // The seed gives the subdomain record's name (its label) and none for the apex ALIAS or ANAME.
    expect(guide.section('Apex domain: ALIAS or ANAME')).not.toContain('@');
    expect(guide.section('Create the DNS record')).not.toMatch(/Its name is/);
  });

  test('verifies, then issues the certificate automatically within a couple of minutes', () => {
    const section = guide.section('Verify');
    expect(section).toContain('Choose Verify');
    expect(section).toContain('an SSL certificate is issued automatically, usually within a couple of minutes');
  });

  test('allows up to 48 hours for propagation', () => {
    expect(guide.section('Propagation')).toBe(
      'DNS propagation can take up to 48 hours. Most changes resolve within minutes.',
    );
  });

  test('redirects with 301, with a full primary and redirects example', () => {
    const section = guide.section('Several domains and redirects');
    expect(section).toContain('A project may have several domains');
    expect(section).toContain('Redirects use status 301');
    const [example = ''] = guide.codeBlocks(guide.sectionHtml('Several domains and redirects'));
    expect(JSON.parse(example)).toEqual({
      primary: 'docs.example.com',
      redirects: [{ from: 'www.example.com', to: 'docs.example.com', status: 301 }],
    });
  });

  test('warns that removal stops traffic at once, so a redirect comes first', () => {
    expect(guide.section('Remove a domain')).toContain(
      'Removal stops serving traffic at once, so set up a redirect first.',
    );
  });

  test('troubleshoots a failed verification and a certificate missing after 30 minutes', () => {
    const verification = guide.section('Verification fails');
    expect(verification).toContain('An existing A record blocks the CNAME');
    expect(verification).toContain('Check that the CNAME value equals the one the dashboard shows');
    expect(guide.section('No certificate after 30 minutes')).toMatch(
      /Confirm the domain still verifies\.[\s\S]*CAA records do not block the certificate authority\.[\s\S]*Choose Re-verify\./,
    );
  });
});

describe('Home page', () => {
  const home = page('/');

  test('states the deprecation of getPet as the spec gives it', () => {
    expect(home.text).toContain(
      'Get a pet (GET /pets/{petId}) is deprecated and is to be removed on 5 December 2030. Its replacement is GET /pets with the status filter.',
    );
  });
});

describe("getPet's deprecation notice", () => {
  const getPet = page('/api/operations/getpet/');
  const notice = /<section class="deprecation-notice[\s\S]*?<\/section>/.exec(getPet.main)?.[0] ?? '';

  test("says the operation is to be removed, in the seed's words, and nothing about until then", () => {
    expect(plainText(notice)).toContain('GET /pets/{petId} is to be removed on 5 December 2030');
    expect(plainText(notice)).not.toMatch(/stops working|still works/);
  });

  test('says that one listing returns at most 100 animals and that no other paging is specified', () => {
    expect(plainText(notice)).toContain('One listing returns at most 100 animals');
    expect(plainText(notice)).toContain('no other paging, such as an offset, a page number or a cursor, is specified');
    const [before, after] = getPet.codeBlocks(notice);
    expect(before).toContain(`${settings.baseUrl}/pets/1`);
    expect(after).toContain(`${settings.baseUrl}/pets?status=available&limit=100`);
  });
});
