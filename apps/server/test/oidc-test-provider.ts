import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Provider for single sign-on tests: the OpenID-certified `oidc-provider` package on
 * 127.0.0.1 with a random port, with its own development login and consent pages (any password; the
 * login names an account of `accounts`). Nothing of our own client is mocked.
 */
export interface TestAccount {
  email: string;
  name?: string;
  emailVerified?: boolean;
  groups?: string[];
}

export interface TestProvider {
  url: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientId = 'signage-test';
  const clientSecret = 'a-long-test-client-secret-of-the-identity-provider';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(url, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Scope claims in the ID token (as Entra ID, Okta, Google and Keycloak do for these scopes).
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    cookies: { keys: ['test-provider-cookie-key-1234567890'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            name: account.name ?? id,
            ...(account.groups ? { groups: account.groups } : {}),
          };
        },
      };
    },
  });
  // Quiet: the provider logs every refused request otherwise.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());
  return {
    url,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The browser at the provider without a browser: its login page (as `login`) and its consent page,
 * following redirects with the provider's cookies, until it sends the browser back to us.
 */
export async function signInAtProvider(authorize: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const origin = new URL(authorize).origin;
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let next = new URL(authorize);
  for (let step = 0; step < 12; step++) {
    if (next.origin !== origin) return next;
    let res: Response;
    if (next.pathname.startsWith('/interaction/')) {
      const page = await fetch(next, { headers: { cookie: cookie() }, redirect: 'manual' });
      remember(page);
      const html = await page.text();
      const form = new URLSearchParams(html.includes('name="login"') ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' });
      const action = html.match(/action="([^"]+)"/)?.[1] ?? next.pathname;
      res = await fetch(new URL(action, origin), {
        method: 'POST',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'manual',
      });
    } else {
      res = await fetch(next, { headers: { cookie: cookie() }, redirect: 'manual' });
    }
    remember(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} at ${next.pathname}: ${(await res.text()).slice(0, 300)}`);
    next = new URL(location, next);
  }
  throw new Error('provider: too many steps');
}
