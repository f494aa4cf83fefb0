import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

// A local OpenID provider for tests (issue 4: the flow and the state handling are real, only the
// provider is local): discovery, authorize (redirects back with code + state, as if the person had
// signed in), token (id_token signed with RS256, nonce echoed, PKCE checked), userinfo, jwks.

export interface FakeUser {
  sub: string;
  email: string;
  name: string;
  email_verified?: boolean;
}

export interface FakeOidc {
  issuer: string;
  discoveryUrl: string;
  /** The person who "signs in" at the next authorize request. */
  nextUser: FakeUser;
  close(): Promise<void>;
}

interface Grant {
  user: FakeUser;
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  challenge: string | null;
}

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeOidc(clientId: string, clientSecret: string): Promise<FakeOidc> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeUser>();
  let issuer = '';

  const state: FakeOidc = {
    issuer: '',
    discoveryUrl: '',
    nextUser: { sub: '1', email: 'utente@example.it', name: 'Utente' },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== clientId) return json(400, { error: 'unauthorized_client' });
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        user: state.nextUser,
        clientId,
        redirectUri: p.get('redirect_uri') ?? '',
        nonce: p.get('nonce'),
        challenge: p.get('code_challenge'),
      });
      const back = new URL(p.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      if (p.get('state')) back.searchParams.set('state', p.get('state')!);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const body = await readBody(req);
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':')
        : null;
      const id = basic?.[0] ?? body.get('client_id');
      const secret = basic?.[1] ?? body.get('client_secret');
      if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
      const grant = grants.get(body.get('code') ?? '');
      grants.delete(body.get('code') ?? '');
      if (!grant || grant.redirectUri !== body.get('redirect_uri'))
        return json(400, { error: 'invalid_grant' });
      if (grant.challenge) {
        const verifier = body.get('code_verifier') ?? '';
        const computed = createHash('sha256').update(verifier).digest('base64url');
        if (computed !== grant.challenge) return json(400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.user);
      const idToken = await new SignJWT({
        email: grant.user.email,
        email_verified: grant.user.email_verified ?? true,
        name: grant.user.name,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(grant.user.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken,
        scope: 'openid email profile',
      });
    }
    if (url.pathname === '/userinfo') {
      const token =
        req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? url.searchParams.get('access_token');
      const user = tokens.get(token ?? '');
      if (!user) return json(401, { error: 'invalid_token' });
      // Both shapes: OpenID (sub) and Facebook's Graph API (id).
      return json(200, {
        sub: user.sub,
        id: user.sub,
        email: user.email,
        email_verified: user.email_verified ?? true,
        name: user.name,
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.issuer = issuer;
  state.discoveryUrl = `${issuer}/.well-known/openid-configuration`;
  return state;
}
