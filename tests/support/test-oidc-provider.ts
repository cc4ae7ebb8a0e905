// A real OpenID provider for the Google sign-in tests: oidc-provider on a loopback port, one confidential
// client (client_secret_post, PKCE required) for our callback URL, accounts kept in a Map, and a
// devInteractions-style login and consent that a test submits like a person would (plain form posts).
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { Provider } from 'oidc-provider';

export type TestAccountClaims = { email?: string; email_verified?: boolean; name?: string; picture?: string };

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** accountId (the `sub`) → claims; a test adds the people who may sign in. */
  accounts: Map<string, TestAccountClaims>;
  /**
   * An ID token as Google Identity Services hands one-tap pages: RS256, signed with the key the provider
   * publishes at its jwks_uri (or `key`, to forge one), issuer and audience its own unless overridden.
   */
  signIdToken: (claims: Record<string, unknown>, options?: { key?: KeyObject; expiresInSeconds?: number }) => Promise<string>;
  close: () => Promise<void>;
};

type Stored = { payload: Record<string, any>; expiresAt: number };

/** oidc-provider's storage, in memory and per provider (its own default warns about itself on every start). */
function memoryAdapter() {
  const stores = new Map<string, Map<string, Stored>>();
  return class MemoryAdapter {
    private readonly store: Map<string, Stored>;

    constructor(name: string) {
      let store = stores.get(name);
      if (!store) stores.set(name, (store = new Map()));
      this.store = store;
    }

    async upsert(id: string, payload: Record<string, any>, expiresIn: number) {
      this.store.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
    }

    async find(id: string) {
      const found = this.store.get(id);
      return found && found.expiresAt > Date.now() ? found.payload : undefined;
    }

    async findByUid(uid: string) {
      for (const [id, { payload }] of this.store) if (payload.uid === uid) return this.find(id);
      return undefined;
    }

    async findByUserCode(userCode: string) {
      for (const [id, { payload }] of this.store) if (payload.userCode === userCode) return this.find(id);
      return undefined;
    }

    async consume(id: string) {
      const found = this.store.get(id);
      if (found) found.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      this.store.delete(id);
    }

    async revokeByGrantId(grantId: string) {
      for (const [id, { payload }] of this.store) if (payload.grantId === grantId) this.store.delete(id);
    }
  };
}

/** The provider's sign-in or consent page, as plain as a form can be. */
function interactionPage(uid: string, prompt: string): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const body =
    prompt === 'login'
      ? `<form method="post" action="${base}/login"><label>Google account <input name="login" autocomplete="off"></label><button>Sign in</button></form>`
      : `<form method="post" action="${base}/confirm"><p>Allow Studyhall to see your email address?</p><button>Allow</button></form>`;
  return `<!doctype html><html><head><title>Test provider</title></head><body><h1>Test OpenID provider</h1>${body}</body></html>`;
}

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The prefix of an account anybody may sign in as without being added first (a browser test's person). */
export const OPEN_ACCOUNT_PREFIX = 'open:';

/**
 * `openAccounts`: an account id `open:<email>` signs in as that verified address, for a browser test whose
 * provider runs in another process (it cannot add people to `accounts`).
 */
export async function startTestOidcProvider(options: { redirectUri: string; openAccounts?: boolean }): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccountClaims>();
  const claimsOf = (sub: string): TestAccountClaims | undefined => {
    const listed = accounts.get(sub);
    if (listed || !options.openAccounts || !sub.startsWith(OPEN_ACCOUNT_PREFIX)) return listed;
    const email = sub.slice(OPEN_ACCOUNT_PREFIX.length);
    return { email, email_verified: true, name: email.split('@')[0] };
  };
  let handle: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'studyhall-test';
  const clientSecret = 'studyhall-test-client-secret-0123456789';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: memoryAdapter(),
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    pkce: { required: () => true },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Like Google: the claims of the granted scopes are in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const claims = claimsOf(sub);
      return claims ? { accountId: sub, claims: async () => ({ sub, ...claims }) } : undefined;
    },
  });
  const callback = provider.callback();

  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)(?:\/(login|confirm|abort))?$/.exec(url.pathname);
    if (!match) return callback(req, res);
    interaction(req, res, match[2]).catch((error: Error) => {
      res.statusCode = 500;
      res.end(error.message);
    });
  };

  /**
   * GET shows which prompt is pending: as JSON, or to a browser (Accept: text/html) as a form a person fills in;
   * POST login / confirm / abort answers it.
   */
  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (!action && req.headers.accept?.includes('text/html')) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(interactionPage(details.uid, details.prompt.name));
      return;
    }
    if (!action) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ uid: details.uid, prompt: details.prompt.name }));
      return;
    }
    if (req.method !== 'POST') throw new Error('POST only');
    const form = await formBody(req);
    if (action === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
    } else if (action === 'login') {
      const accountId = form.get('login') ?? '';
      if (details.prompt.name !== 'login' || !claimsOf(accountId)) throw new Error(`cannot log in ${accountId}`);
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    } else {
      if (details.prompt.name !== 'consent' || !details.session?.accountId) throw new Error('no consent pending');
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId: details.session.accountId, clientId }))
        : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
  }

  async function signIdToken(claims: Record<string, unknown>, options: { key?: KeyObject; expiresInSeconds?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: issuer, aud: clientId, iat: now, exp: now + (options.expiresInSeconds ?? 600), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
      .sign(options.key ?? privateKey);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIdToken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
