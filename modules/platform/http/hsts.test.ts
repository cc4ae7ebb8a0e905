// HSTS: sent on every answer when the public address is https (http.test.ts checks it is absent on http).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootTestPlatform, startTestServer, type TestPlatform } from '../../../tests/support/database.ts';

let platform: TestPlatform;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  platform = await bootTestPlatform({ env: { PUBLIC_URL: 'https://studyhall.example' } });
  server = await startTestServer(platform);
});
afterAll(async () => {
  await server?.close();
  await platform?.cleanup();
});

it('tells browsers to use https for a year, subdomains included, on API answers, errors and pages', async () => {
  for (const path of ['/api/health', '/api/nope', '/sitemap.xml']) {
    const response = await fetch(server.baseUrl + path);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  }
});
