// The demo identity provider: a stand-in for Facebook's or Google's consent page, so social
// login works end to end on a demonstration or development site (SPEC §2.5, §2.6). It is
// plainly marked as a demo in every language, asks the player which demo account to sign in
// as, and answers as an OAuth 2 authorization server would: consent sends the browser back to
// the registered redirect URI with a single-use code (60 s) bound to the client, the redirect
// URI and the PKCE challenge; refusal sends it back with error=access_denied. A client id or
// redirect URI it does not know is shown as an error here and never followed (no open
// redirect). It is not served on a site declared "production" (server/social/config.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLanguage, type Language, RTL_LANGUAGES } from '../../src/rules/languages.ts';
import type { SiteConfig } from '../config.ts';
import { challengeOf, issueDemoCode, redeemDemoCode } from '../db/social.ts';
import type { Db } from '../db/open.ts';
import { apiError } from '../http/errors.ts';
import { escapeHtml, inlineStylePolicy } from '../http/own-pages.ts';
import { refuseCrossSite } from '../security/request-origin.ts';
import { DEMO_AUTHORIZE_PATH, demoClient, type ProviderConfig } from './config.ts';

interface Texts {
  title: string;
  banner: string;
  asks: string;
  account: string;
  allow: string;
  refuse: string;
  badRequest: string;
}

const TEXTS: Record<Language, Texts> = {
  pt: {
    title: 'Provedor de identidade (demonstração)',
    banner: 'DEMONSTRAÇÃO: esta página não é do {provider}. Nenhuma conta real é usada.',
    asks: 'O site pede para entrar com a sua conta {provider} de demonstração.',
    account: 'Conta de demonstração',
    allow: 'Permitir',
    refuse: 'Recusar',
    badRequest: 'Pedido de acesso inválido: o site que o trouxe aqui não está registado.',
  },
  en: {
    title: 'Identity provider (demo)',
    banner: 'DEMO: this page is not {provider}. No real account is used.',
    asks: 'The site asks to sign you in with your demo {provider} account.',
    account: 'Demo account',
    allow: 'Allow',
    refuse: 'Refuse',
    badRequest: 'Invalid sign-in request: the site that sent you here is not registered.',
  },
  ur: {
    title: 'شناخت فراہم کنندہ (ڈیمو)',
    banner: 'ڈیمو: یہ صفحہ {provider} کا نہیں ہے۔ کوئی اصل اکاؤنٹ استعمال نہیں ہوتا۔',
    asks: 'سائٹ آپ کے ڈیمو {provider} اکاؤنٹ سے سائن اِن کرنے کی اجازت مانگتی ہے۔',
    account: 'ڈیمو اکاؤنٹ',
    allow: 'اجازت دیں',
    refuse: 'انکار کریں',
    badRequest: 'سائن اِن کی درخواست درست نہیں: جس سائٹ نے آپ کو یہاں بھیجا وہ رجسٹرڈ نہیں۔',
  },
};

const PROVIDER_NAMES = { facebook: 'Facebook', google: 'Google' } as const;

const STYLE =
  'body{font:16px system-ui,sans-serif;margin:0;padding:16px;background:#eef1f5;color:#111}main{max-width:360px;margin:auto;background:#fff;border-radius:12px;padding:16px}.demo{background:#ffe08a;color:#3d2e00;font-weight:700;padding:10px;border-radius:8px}h1{font-size:20px}label{display:block;margin:12px 0 4px}input{font-size:16px;width:100%;box-sizing:border-box;min-height:44px;padding:8px}.row{display:flex;gap:8px;margin-top:16px}button{flex:1;font-size:16px;min-height:44px;border-radius:8px;border:0}.allow{background:#1a5fd0;color:#fff}.refuse{background:#ddd;color:#111}';
const CSP = inlineStylePolicy(STYLE);
const esc = escapeHtml;
const fill = (s: string, provider: string) => s.replace('{provider}', provider);

function page(res: ServerResponse, status: number, lang: Language, title: string, body: string): void {
  const dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': CSP,
    'Cache-Control': 'no-store',
    // Not no-referrer: the browser would then send its consent form with Origin: null (refused as cross-site).
    'Referrer-Policy': 'same-origin',
  });
  res.end(
    `<!doctype html><html lang="${lang}" dir="${dir}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style><main>${body}</main>`,
  );
}

/** The request's parameters, checked as an authorization server checks them; null: not a request it answers. */
function authorizeRequest(
  site: SiteConfig,
  q: URLSearchParams,
): { client: ProviderConfig; state: string; challenge: string; lang: Language } | null {
  const client = demoClient(site, q.get('client_id') ?? '');
  const state = q.get('state') ?? '';
  const challenge = q.get('code_challenge') ?? '';
  if (!client || q.get('redirect_uri') !== client.redirectUri) return null;
  if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') return null;
  if (!/^[\w-]{16,128}$/.test(state) || !/^[\w-]{43}$/.test(challenge)) return null;
  const asked = q.get('ui_locales') ?? '';
  return { client, state, challenge, lang: isLanguage(asked) ? asked : 'pt' };
}

const back = (redirectUri: string, params: Record<string, string>) =>
  `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += (chunk as Buffer).toString('utf8');
    if (text.length > 8192) throw apiError('BODY_TOO_LARGE', 'Request body over 8192 bytes');
  }
  return new URLSearchParams(text);
}

/** GET: the consent page; POST: the player's answer, sent back to the site. False: not its path. */
export async function serveDemoProvider(
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  url: URL,
  site: SiteConfig,
): Promise<boolean> {
  if (url.pathname !== DEMO_AUTHORIZE_PATH) return false;
  const post = req.method === 'POST';
  if (post) refuseCrossSite(req, site, url.pathname);
  else if (req.method !== 'GET' && req.method !== 'HEAD') throw apiError('METHOD_NOT_ALLOWED', 'Use GET or POST');
  const q = post ? await formBody(req) : url.searchParams;
  const r = authorizeRequest(site, q);
  if (!r) {
    const asked = q.get('ui_locales') ?? '';
    const lang = isLanguage(asked) ? asked : 'pt';
    const tx = TEXTS[lang];
    page(res, 400, lang, tx.title, `<p class="demo">${esc(tx.title)}</p><p role="alert">${esc(tx.badRequest)}</p>`);
    return true;
  }
  const tx = TEXTS[r.lang];
  const name = PROVIDER_NAMES[r.client.provider];
  if (post) {
    const account = (q.get('account') ?? '').trim().slice(0, 40);
    const params: Record<string, string> =
      q.get('decision') === 'allow' && account
        ? {
            code: issueDemoCode(db, {
              clientId: r.client.clientId,
              redirectUri: r.client.redirectUri,
              challenge: r.challenge,
              subject: `demo:${account.toLowerCase()}`,
              name: account,
            }),
            state: r.state,
          }
        : { error: 'access_denied', state: r.state };
    res.writeHead(303, { Location: back(r.client.redirectUri, params), 'Cache-Control': 'no-store' });
    res.end();
    return true;
  }
  const hidden = (
    ['response_type', 'client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method'] as const
  )
    .map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`)
    .join('');
  page(
    res,
    200,
    r.lang,
    tx.title,
    `<p class="demo" role="note">${esc(fill(tx.banner, name))}</p><h1>${esc(tx.title)}</h1><p>${esc(fill(tx.asks, name))}</p>` +
      `<form method="post" action="${DEMO_AUTHORIZE_PATH}">${hidden}<input type="hidden" name="ui_locales" value="${r.lang}">` +
      `<label for="account">${esc(tx.account)}</label><input id="account" name="account" maxlength="40" required autocomplete="off" value="player@demo.example">` +
      `<div class="row"><button class="allow" name="decision" value="allow">${esc(tx.allow)}</button>` +
      `<button class="refuse" name="decision" value="refuse" formnovalidate>${esc(tx.refuse)}</button></div></form>`,
  );
  return true;
}

/**
 * The demo provider's token endpoint, in process: the code's grant when the code is live and
 * unused and the client, redirect URI and PKCE verifier match what it was issued for; null otherwise.
 */
export function demoExchange(
  db: Db,
  c: ProviderConfig,
  code: string,
  verifier: string,
): { subject: string; name: string } | null {
  const g = redeemDemoCode(db, code);
  if (!g || g.clientId !== c.clientId || g.redirectUri !== c.redirectUri) return null;
  if (challengeOf(verifier) !== g.challenge) return null;
  return { subject: g.subject, name: g.name };
}
