import { describe, expect, it } from 'vitest';
import { ApiError, apiFieldErrors, readCookie, requestHeaders } from './client.ts';

describe('CSRF', () => {
  const cookies = 'theme=dark; sh_csrf=abc%2Ddef; other=1';

  it('reads one cookie', () => {
    expect(readCookie('sh_csrf', cookies)).toBe('abc-def');
    expect(readCookie('missing', cookies)).toBeNull();
    expect(readCookie('sh_csrf', '')).toBeNull();
    expect(readCookie('sh_csrf', 'sh_csrf=')).toBeNull();
  });

  it('echoes the CSRF cookie on every unsafe method, never on GET', () => {
    expect(requestHeaders('GET', cookies)['X-CSRF-Token']).toBeUndefined();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(requestHeaders(method, cookies)['X-CSRF-Token']).toBe('abc-def');
    }
    expect(requestHeaders('POST', 'theme=dark')['X-CSRF-Token']).toBeUndefined();
    expect(requestHeaders('POST', cookies, 'image/png')['content-type']).toBe('image/png');
  });
});

describe('apiFieldErrors', () => {
  it('keeps the first message of each field', () => {
    const error = new ApiError(400, 'invalid_request', 'Invalid body', { fullName: ['Full name is required', 'x'], city: [] });
    expect(apiFieldErrors(error)).toEqual({ fullName: 'Full name is required' });
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });
});
