import { documentNumberOf, jwtPayloadOf } from '@src/app/auth/access-token-claims';
import { describe, expect, test } from 'vitest';

const jwt = (payload: unknown) =>
  [{ alg: 'RS256', typ: 'at+jwt' }, payload]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('firma')
    .join('.');

describe('the national ID number comes from the access token (call 4)', () => {
  test('reads identification_document_number from the payload, accents and all base64url characters', () => {
    const token = jwt({
      sub: 'ana.admin',
      name: 'Ana Sofía Gutiérrez ñ?>',
      identification_document_number: '52100001',
    });
    expect(documentNumberOf(token)).toBe('52100001');
    expect(jwtPayloadOf(token)?.name).toBe('Ana Sofía Gutiérrez ñ?>');
  });

  test('is empty for a missing token, an opaque token, a payload that is not JSON or a non-text claim', () => {
    expect(documentNumberOf(undefined)).toBe('');
    expect(documentNumberOf('opaco')).toBe('');
    expect(documentNumberOf('a.@@@.c')).toBe('');
    expect(documentNumberOf(jwt(['lista']))).toBe('');
    expect(documentNumberOf(jwt({ identification_document_number: 52100001 }))).toBe('');
  });
});
