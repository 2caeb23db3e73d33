// Social login (SPEC §2.5, §2.6) over real HTTP: the authorization code flow with state and
// PKCE through the demo identity provider (consent, refusal), the single-use state and code,
// the link to an existing member by the provider's subject id or a new member, and a real
// provider reached by its configured token and user-info addresses.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadSiteConfig } from '../../server/config.ts';
import { demoClient, providerConfig } from '../../server/social/config.ts';
import { apiCall, cleanup, start } from '../setup/server.ts';

const t = suite('social login');

type Server = Awaited<ReturnType<typeof start>>;
const FACEBOOK_ON = { whitelabel: { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true } };

async function withServer(fn: (s: Server) => Promise<void>, overrides: Record<string, unknown> = FACEBOOK_ON) {
  const s = await start({ overrides });
  try {
    await fn(s);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}

interface Started {
  authorizeUrl: string;
  state: string;
  verifier: string;
}

const startSignIn = async (s: Server, provider = 'facebook', language = 'en') => {
  const r = await apiCall(s, 'POST', '/wps/session/social/start', { body: { provider, language } });
  return { ...r, value: r.value as Started };
};

/** The player's answer on the demo consent page: where the browser is sent back to. */
async function consent(s: Server, started: Started, decision: 'allow' | 'refuse', account = 'ana@demo.example') {
  const q = new URL(started.authorizeUrl, s.url).searchParams;
  const form = new URLSearchParams(q);
  form.set('account', account);
  form.set('decision', decision);
  const res = await fetch(`${s.url}/oauth-demo/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: s.url },
    body: form,
    redirect: 'manual',
  });
  return { status: res.status, location: new URL(res.headers.get('location') ?? '/nowhere', s.url) };
}

const finish = (s: Server, body: { code: string; state: string; verifier: string }) =>
  apiCall(s, 'POST', '/wps/session/social/login', { body });

/** Start, consent and finish: the login answer. */
async function signIn(s: Server, account: string, provider = 'facebook') {
  const started = (await startSignIn(s, provider)).value;
  const back = await consent(s, started, 'allow', account);
  const r = await finish(s, {
    code: back.location.searchParams.get('code') ?? '',
    state: back.location.searchParams.get('state') ?? '',
    verifier: started.verifier,
  });
  return r as typeof r & { value: { token: string; userName: string; type: number } };
}

t('SPEC §2.6 the button leads to a demo consent page in the chosen language, marked as a demo', () =>
  withServer(async (s) => {
    assert.ok(
      s.logs.some((l) => l.includes('social login (facebook, google) uses the demo identity provider')),
      'every start says the demo provider is in use',
    );
    for (const [language, words] of [
      ['pt', 'DEMONSTRAÇÃO'],
      ['en', 'DEMO'],
      ['ur', 'ڈیمو'],
    ] as const) {
      const r = await startSignIn(s, 'facebook', language);
      assert.is(r.status, 200, r.message);
      const u = new URL(r.value.authorizeUrl, s.url);
      assert.is(u.pathname, '/oauth-demo/authorize');
      assert.is(u.searchParams.get('state'), r.value.state);
      assert.is(u.searchParams.get('code_challenge_method'), 'S256');
      assert.not.ok(r.value.authorizeUrl.includes(r.value.verifier), 'the verifier never travels in the address');
      const page = await fetch(u);
      const html = await page.text();
      assert.is(page.status, 200);
      assert.ok(html.includes(words), `${language}: marked as a demo`);
      assert.ok(html.includes('Facebook'));
      if (language === 'ur') assert.ok(html.includes('dir="rtl"'));
    }
  }),
);

t('SPEC §2.6 consent: the provider returns a code, the server creates a member and signs the player in', () =>
  withServer(async (s) => {
    const started = (await startSignIn(s)).value;
    const back = await consent(s, started, 'allow');
    assert.is(back.status, 303);
    assert.is(back.location.pathname, '/m/login');
    assert.is(back.location.searchParams.get('state'), started.state);
    const r = await finish(s, {
      code: back.location.searchParams.get('code')!,
      state: started.state,
      verifier: started.verifier,
    });
    assert.is(r.status, 200, r.message);
    const v = r.value as { token: string; userName: string; type: number; firstTimeLogin: boolean };
    assert.match(v.userName, /^fb\d{8}$/);
    assert.equal([v.type, v.firstTimeLogin], [0, false]);
    const info = await apiCall(s, 'GET', '/wps/member/info', { token: v.token });
    assert.is((info.value as { userName: string }).userName, v.userName, 'the token is a live session');
    const row = s.db!.prepare('SELECT register_method FROM members WHERE user_name = ?').get(v.userName) as {
      register_method: string;
    };
    assert.is(row.register_method, 'FACEBOOK');
  }),
);

t('SPEC §2.6 link vs create: the same provider account signs in to the same member; another creates another', () =>
  withServer(async (s) => {
    const first = await signIn(s, 'ana@demo.example');
    const again = await signIn(s, 'ANA@demo.example');
    const other = await signIn(s, 'bruno@demo.example');
    const google = await signIn(s, 'ana@demo.example', 'google');
    assert.is(again.value.userName, first.value.userName, 'linked by the subject id');
    assert.is.not(other.value.userName, first.value.userName);
    assert.match(google.value.userName, /^gg\d{8}$/, 'each provider has its own subjects');
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM social_links').pluck().get(), 3);
  }),
);

t('SPEC §2.6 refusal: the provider returns access_denied with the state, and no code', () =>
  withServer(async (s) => {
    const started = (await startSignIn(s)).value;
    const back = await consent(s, started, 'refuse');
    assert.is(back.status, 303);
    assert.is(back.location.pathname, '/m/login');
    assert.is(back.location.searchParams.get('error'), 'access_denied');
    assert.is(back.location.searchParams.get('state'), started.state);
    assert.is(back.location.searchParams.get('code'), null);
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM social_links').pluck().get(), 0);
  }),
);

t('SPEC §2.6 a replayed code or state is refused: both are single use', () =>
  withServer(async (s) => {
    const started = (await startSignIn(s)).value;
    const back = await consent(s, started, 'allow');
    const code = back.location.searchParams.get('code')!;
    assert.is((await finish(s, { code, state: started.state, verifier: started.verifier })).status, 200);
    const replay = await finish(s, { code, state: started.state, verifier: started.verifier });
    assert.equal([replay.status, replay.code], [400, 'SOCIAL_STATE_INVALID']);
    // The same code with a fresh sign-in of the attacker's own: the code is used up.
    const fresh = (await startSignIn(s)).value;
    const reused = await finish(s, { code, state: fresh.state, verifier: fresh.verifier });
    assert.equal([reused.status, reused.code], [400, 'SOCIAL_CODE_INVALID']);
  }),
);

t('SPEC §2.6 a wrong state, a wrong verifier or an expired state signs nobody in', () =>
  withServer(async (s) => {
    const started = (await startSignIn(s)).value;
    const back = await consent(s, started, 'allow');
    const code = back.location.searchParams.get('code')!;
    const wrongState = await finish(s, { code, state: 'x'.repeat(43), verifier: started.verifier });
    assert.equal([wrongState.status, wrongState.code], [400, 'SOCIAL_STATE_INVALID']);
    // Someone holding the code and state from the address bar but not this browser's verifier.
    const stolen = await finish(s, { code, state: started.state, verifier: 'y'.repeat(43) });
    assert.equal([stolen.status, stolen.code], [400, 'SOCIAL_STATE_INVALID']);
    const late = (await startSignIn(s)).value;
    const lateBack = await consent(s, late, 'allow');
    s.db!.prepare('UPDATE social_states SET expires_at = 0').run();
    const expired = await finish(s, {
      code: lateBack.location.searchParams.get('code')!,
      state: late.state,
      verifier: late.verifier,
    });
    assert.equal([expired.status, expired.code], [400, 'SOCIAL_STATE_INVALID']);
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM social_links').pluck().get(), 0);
  }),
);

t('SPEC §2.6 no open redirect: an unknown redirect URI or client is an error page, never followed', () =>
  withServer(async (s) => {
    const started = (await startSignIn(s)).value;
    for (const [k, v] of [
      ['redirect_uri', 'https://evil.example/steal'],
      ['redirect_uri', '//evil.example/m/login'],
      ['client_id', 'someone-else'],
    ]) {
      const u = new URL(started.authorizeUrl, s.url);
      u.searchParams.set(k!, v!);
      const page = await fetch(u, { redirect: 'manual' });
      assert.is(page.status, 400, `${k}=${v}`);
      assert.is(page.headers.get('location'), null);
      const form = new URLSearchParams(u.searchParams);
      form.set('account', 'ana');
      form.set('decision', 'allow');
      const post = await fetch(`${s.url}/oauth-demo/authorize`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: s.url },
        body: form,
        redirect: 'manual',
      });
      assert.equal([post.status, post.headers.get('location')], [400, null], `POST ${k}=${v}`);
    }
  }),
);

t('SPEC §2.6 switched off, or a production site with no provider configured: not offered', async () => {
  await withServer(
    async (s) => {
      const r = await startSignIn(s);
      assert.equal([r.status, r.code], [409, 'SOCIAL_UNAVAILABLE']);
    },
    { whitelabel: { FACEBOOKLOGIN3: false } },
  );
  // A production site offers only a provider the operator configured (the demo has no client there).
  const production = loadSiteConfig(null, { ...FACEBOOK_ON, siteMode: 'production' });
  assert.is(providerConfig(production, 'facebook'), null);
  assert.is(demoClient(production, 'demo-facebook'), null);
  assert.is(providerConfig(loadSiteConfig(null, FACEBOOK_ON), 'facebook')?.kind, 'demo');
});

t(
  'docs/operations.md a configured provider: the code is exchanged with the secret and verifier, the subject read',
  async () => {
    const seen: { token?: URLSearchParams; auth?: string } = {};
    const read = async (req: IncomingMessage) => {
      let text = '';
      for await (const c of req) text += String(c);
      return text;
    };
    const provider = createServer((req, res) => {
      void (async () => {
        if (req.url === '/token') {
          seen.token = new URLSearchParams(await read(req));
          const good = seen.token.get('code') === 'good-code';
          res.writeHead(good ? 200 : 400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(good ? { access_token: 'at-1', token_type: 'Bearer' } : { error: 'invalid_grant' }));
        } else if (req.url === '/userinfo') {
          seen.auth = req.headers.authorization;
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ sub: '1234567890', name: 'Ana Real' }));
        } else res.writeHead(404).end();
      })();
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    process.env.SOCIAL_GOOGLE_CLIENT_SECRET = 'the-secret';
    try {
      await withServer(
        async (s) => {
          const started = (await startSignIn(s, 'google')).value;
          const u = new URL(started.authorizeUrl);
          assert.is(`${u.origin}${u.pathname}`, 'https://accounts.example/auth');
          assert.is(u.searchParams.get('redirect_uri'), 'https://m.example/m/login');
          assert.is(u.searchParams.get('client_id'), 'client-1');
          const bad = await finish(s, { code: 'bad-code', state: started.state, verifier: started.verifier });
          assert.equal([bad.status, bad.code], [400, 'SOCIAL_CODE_INVALID']);
          const again = (await startSignIn(s, 'google')).value;
          const r = await finish(s, { code: 'good-code', state: again.state, verifier: again.verifier });
          assert.is(r.status, 200, r.message);
          assert.is(seen.token!.get('client_secret'), 'the-secret');
          assert.is(seen.token!.get('code_verifier'), again.verifier);
          assert.is(seen.token!.get('redirect_uri'), 'https://m.example/m/login');
          assert.is(seen.auth, 'Bearer at-1');
          const link = s.db!.prepare('SELECT subject FROM social_links').get() as { subject: string };
          assert.is(link.subject, '1234567890');
        },
        {
          whitelabel: { GOOGLELOGIN3: true },
          social: {
            google: {
              authorizeUrl: 'https://accounts.example/auth',
              tokenUrl: `${base}/token`,
              userinfoUrl: `${base}/userinfo`,
              clientId: 'client-1',
              redirectUri: 'https://m.example/m/login',
            },
          },
        },
      );
    } finally {
      delete process.env.SOCIAL_GOOGLE_CLIENT_SECRET;
      provider.close();
    }
  },
);

t.run();
