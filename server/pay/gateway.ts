// The demo payment gateway: the page a gateway or online-bank deposit order opens. A real
// site sends the player to its payment provider, whose server then reports the outcome; here
// the tester "pays" or "cancels" on this page, and that does what the provider's report would
// (server/db/deposit-decisions.ts settleGatewayOrder): paying credits the order once, however
// often it is reported. Then the player is back on the deposit page, on that order. It moves
// no real money and anyone holding an order can "pay" it, so it is off unless the site config
// asks for it ("wallet": { "demoGateway": true }) on a site that declares itself a demo
// ("siteMode": "demo"); the server refuses to start when only the first is there, and warns
// at every start while it is on. With it off, the card and online-banking methods (the
// methods whose page it is) are not offered and their orders are refused (server/api/deposits.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMoney } from '../../src/lib/format.ts';
import { PATHS } from '../../src/routes.ts';
import type { SiteConfig } from '../config.ts';
import { depositIdOfToken, settleGatewayOrder } from '../db/deposit-decisions.ts';
import { depositRow, depositStatus } from '../db/deposits.ts';
import type { Db } from '../db/open.ts';
import { moneyChanged } from '../api/money-events.ts';
import { refuseCrossSite } from '../security/request-origin.ts';
import { siteMode } from '../operator/site-mode.ts';
import { profileOf } from '../../src/rules/jurisdiction.ts';
import { StartRefused } from '../start-refused.ts';
import { apiError } from '../http/errors.ts';
import { escapeHtml, inlineStylePolicy } from '../http/own-pages.ts';

const STYLE =
  'body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#111}main{max-width:360px;margin:auto;background:#fff;border-radius:12px;padding:20px}h1{font-size:20px}p.amt{font-size:28px;font-weight:700}form{display:inline}button{font-size:16px;padding:12px 20px;border-radius:8px;border:0;margin:4px}.pay{background:#0a7d32;color:#fff}.cancel{background:#ddd}small{color:#555}';
const CSP = inlineStylePolicy(STYLE);
const esc = escapeHtml;

/** Whether the site config asks for the demo gateway: `"wallet": { "demoGateway": true }`, nothing else. */
const demoGatewayAsked = (site: SiteConfig): boolean =>
  (site as unknown as { wallet?: { demoGateway?: unknown } }).wallet?.demoGateway === true;

/** Whether the demo gateway answers: asked for on a site declared a demo (startServer refuses the rest). */
export const demoGatewayOn = (site: SiteConfig): boolean => demoGatewayAsked(site) && siteMode(site) === 'demo';

/** The start-up line while the gateway is on, shown verbatim in docs/operations.md. */
export const DEMO_GATEWAY_WARNING =
  'WARNING: the demo payment gateway is ON (siteMode "demo"): any card or online-banking deposit is credited ' +
  'from its /pay/gateway/ page with no money moving. Never let real players reach this server; to turn it off, ' +
  'remove "demoGateway" from "wallet" (or set it to false).';

/** At start: refuses the gateway on a site not declared a demo, and says so every time it is on. */
export function guardDemoGateway(site: SiteConfig, log: (line: string) => void): void {
  if (!demoGatewayAsked(site)) return;
  const mode = siteMode(site);
  if (mode !== 'demo')
    throw new StartRefused(
      'Refusing to start: "wallet": { "demoGateway": true } turns on the demo payment gateway, which credits card and ' +
        `online-banking deposits without money, but the site config ${mode === 'production' ? 'declares "siteMode": "production"' : 'does not declare "siteMode": "demo"'}. ` +
        'Remove "demoGateway" (a live site integrates its payment provider), or, on a demonstration site nobody pays on, set "siteMode": "demo".',
    );
  log(DEMO_GATEWAY_WARNING);
}

function page(res: ServerResponse, status: number, body: string): void {
  const html = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Demo gateway</title><style>${STYLE}</style><main>${body}</main>`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': CSP,
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

/** GET /pay/gateway/<secret>: the order; POST …/paid or …/cancelled: the outcome, then back to the app. */
export function serveGateway(
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  path: string,
  site: SiteConfig,
): boolean {
  const m = path.match(/^\/pay\/gateway\/([\w-]{16,64})(?:\/(paid|cancelled))?$/);
  if (!m || !demoGatewayOn(site)) return false;
  const [, token, outcome] = m as unknown as [string, string, 'paid' | 'cancelled' | undefined];
  const id = depositIdOfToken(db, token);
  if (id === null) throw apiError('NOT_FOUND', 'No such payment order');
  if (outcome) {
    if (req.method !== 'POST') throw apiError('METHOD_NOT_ALLOWED', 'Use POST');
    refuseCrossSite(req, site, path);
    const r = settleGatewayOrder(db, token, outcome, Date.now(), { payBonus: profileOf(site).advanceBonuses });
    if (typeof r !== 'string') moneyChanged(r.memberId);
    if (r === 'EXPIRED')
      return (page(res, 409, '<h1>Pedido expirado</h1><p>Este pedido não pode mais ser pago.</p>'), true);
    res.writeHead(303, { Location: `${PATHS.deposit}?order=${id}` });
    res.end();
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') throw apiError('METHOD_NOT_ALLOWED', 'Use GET');
  const d = depositRow(db, id)!;
  const status = depositStatus(d);
  const amount = formatMoney(d.amount_cents, 'pt', site.currencySymbol);
  const actions =
    status === 'pending'
      ? `<form method="post" action="${esc(path)}/paid"><button class="pay">Pagar ${esc(amount)}</button></form><form method="post" action="${esc(path)}/cancelled"><button class="cancel">Cancelar</button></form>`
      : `<p>Situação: ${esc(status)}</p><p><a href="${PATHS.deposit}?order=${id}">Voltar</a></p>`;
  page(
    res,
    200,
    `<h1>Gateway de pagamento (demonstração)</h1><p>Pedido #${id}${d.bank_code ? ` · ${esc(d.bank_code)}` : ''}</p><p class="amt">${esc(amount)}</p>${actions}<p><small>Demo gateway: no money moves. Paying credits the deposit as a provider's confirmation would.</small></p>`,
  );
  return true;
}
