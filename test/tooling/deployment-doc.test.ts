// docs/deployment.md shows the nginx configuration stack/nginx.ts writes and an example
// config.json: both must stay what the code does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseConfig } from '@src/config';
import { exampleSite, nginxConfig } from '@stack/nginx';
import { describe, expect, test } from 'vitest';

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/deployment.md'), 'utf8');
const blocks = (language: string) =>
  [...doc.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1] ?? '');

describe('docs/deployment.md', () => {
  test('shows the nginx configuration stack/nginx.ts writes for the example deployment', () => {
    expect(blocks('nginx')).toEqual([nginxConfig(exampleSite)]);
  });

  test('its example config.json is valid and is the example deployment of the nginx file', () => {
    const example = parseConfig(JSON.parse(blocks('json')[0] ?? ''));
    expect(example.services).toEqual(exampleSite.config.services);
    expect({ ...example.oidc, scope: undefined }).toEqual({ ...exampleSite.config.oidc, scope: undefined });
  });

  test('describes every key of config.json', () => {
    const keys = [...doc.matchAll(/^\| `([a-zA-Z.]+)` \|/gm)].map((match) => match[1]);
    const flatten = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([name, inner]) =>
        inner && typeof inner === 'object' ? flatten(inner, `${prefix}${name}.`) : [`${prefix}${name}`],
      );
    expect(keys.sort()).toEqual(flatten(parseConfig(JSON.parse(blocks('json')[0] ?? ''))).sort());
  });

  /** The text of a `### <title>` section, up to the next heading of that level or above. */
  const section = (title: string) => {
    const start = doc.indexOf(`### ${title}`);
    const rest = doc.slice(start + 4);
    const end = rest.search(/^#{2,3} /m);
    return start < 0 ? '' : rest.slice(0, end < 0 ? undefined : end);
  };

  test("Entra ID: a v2 access token is for the API's client id, the GUID, never an api:// address", () => {
    const entra = section('4.2 Microsoft Entra ID');
    expect(entra).toContain('"requestedAccessTokenVersion": 2');
    expect(entra).toContain('"accessTokenAcceptedVersion": 2');
    expect(entra).toMatch(/`aud` `<services-client-id>`, the GUID/);
    expect(entra).not.toMatch(/`aud`\)|\(its `aud`\)/);
    expect(entra).not.toContain('api://portal-erm-services');
    // A mapped claim needs acceptMappedClaims on the registration the token is issued for: both.
    expect(entra.match(/"acceptMappedClaims": true/g)?.length).toBe(2);
    expect(entra).toContain('?appid=<services-client-id>');
  });

  test("each provider section gives the vendor's documentation as the source of its values", () => {
    const sources = (text: string, site: RegExp) => text.match(site)?.length ?? 0;
    expect(sources(section('4.1 Keycloak'), /https:\/\/www\.keycloak\.org\//g)).toBeGreaterThanOrEqual(8);
    expect(
      sources(section('4.2 Microsoft Entra ID'), /https:\/\/learn\.microsoft\.com\//g),
    ).toBeGreaterThanOrEqual(6);
  });

  test('says the reference services are no model for production, and what a deployment replaces and keeps', () => {
    const services = doc.slice(doc.indexOf('## 5. The reference services'));
    expect(services).toContain('**The reference services are no model for production**');
    expect(services).toMatch(/\*\*replaces\*\* the services behind the calls of SPEC §7/);
    expect(services).toMatch(/\*\*keeps\*\* the app/);
  });

  test('says how to migrate, back up and restore, what is logged and what to watch', () => {
    const operating = doc.slice(doc.indexOf('## 6. Operating it'));
    expect(operating).toContain('npm run db:migrate');
    expect(operating).toMatch(/pg_dump --format=custom --exclude-table-data=oidc_payloads/);
    expect(operating).toMatch(/pg_restore /);
    expect(operating).toContain('oidc-keys.json');
    // The logged line as the services write it (test/stack/error-log.test.ts checks the code).
    expect(operating).toContain(
      '[services] GET\n  /staff-query/business-units-portal-staff/:userAccount/:portalCode error 42P01',
    );
    for (const signal of ['/health', '/ready', '5xx rate', '429 rate']) expect(operating).toContain(signal);
  });
});
