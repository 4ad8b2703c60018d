// docs/deployment.md (issue 28) shows the nginx configuration stack/nginx.ts writes and an example
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
});
