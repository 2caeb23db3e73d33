// The reference server: static app, the API under /wps and /lgw (or a proxy to a real
// platform), one log line per request, and a clean shutdown.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EndpointName } from '../src/api/endpoints.ts';
import { endpoints } from '../src/api/calls/index.ts';
import type { ServerOptions } from './config.ts';
import { closeDatabase, openDatabase, type Db } from './db/open.ts';
import { handlers } from './api/handlers.ts';
import { accessOf, admit } from './api/access.ts';
import type { ApiContext } from './api/context.ts';
import { readParams } from './api/input/index.ts';
import { auditMalformed } from './operator/audit.ts';
import { BASE_HEADERS, clientIp, gameFrameOrigins, imageOrigins } from './http/security.ts';
import { readBody } from './http/body.ts';
import { requestUrl } from './http/request-url.ts';
import { fail, HttpError, ok } from './http/envelope.ts';
import { isGamePagePath, proxy, proxyGamePage } from './http/proxy.ts';
import { isOperatorPath, refuseAmbiguousPath } from './http/proxy-path.ts';
import { redirectUnknownPage, serveStatic } from './http/static.ts';
import { serveDemo } from './demo/serve.ts';
import { serveChat } from './chat/serve.ts';
import { serveDemoProvider } from './social/demo-provider.ts';
import { guardDemoGateway, serveGateway } from './pay/gateway.ts';
import { FileAnswer, sendFile } from './http/file-answer.ts';
import { serveHealth } from './http/health.ts';
import { type OperatorKey, operatorKey } from './operator/token.ts';
import { auditRefusal } from './operator/refusals.ts';
import { goLiveLines } from './operator/go-live.ts';
import { checkJurisdiction } from './operator/jurisdiction.ts';
import { helpTopicsConfig } from './api/help-config.ts';
import { siteMode } from './operator/site-mode.ts';
import { ensureBackupKey } from './operator/backup-seal.ts';

/** Operator calls may carry a whole content file; the caller is admitted before the body is read. */
const OPERATOR_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** A promotion comment carries up to 3 pictures of 5 MB as base64 (SPEC §9), and its text. */
const COMMENT_BODY_LIMIT_BYTES = PICTURES_MAX * PICTURE_MAX_BASE64 + 64 * 1024;
import { guardDevOutbox } from './security/dev-outbox-guard.ts';
import { safeLog } from './security/log-line.ts';
import { redactSecrets } from './security/log-redact.ts';
import { refuseCrossSite } from './security/request-origin.ts';
import { playKeyCors } from './security/play-key-calls.ts';
import { isPicturePath, serveArt } from './art/serve.ts';
import { rateLimit } from './api/accounts-limits.ts';
import { accountsConfig } from './api/accounts-config.ts';
import { useArtFrom } from './art/manifest.ts';
import { startDrawSchedule } from './schedule/draws.ts';
import { startBonusSweep } from './schedule/bonus.ts';
import { bonusConfig } from './api/bonus-config.ts';
import { applyPromotionTerms } from './db/bonus.ts';
import { startCrashTable } from './rounds/crash.ts';
import { startBingoHall } from './rounds/bingo.ts';
import { startRouletteTable } from './rounds/roulette.ts';
import { startBaccaratTable } from './rounds/baccarat.ts';
import { startMoneyWheel } from './rounds/gameshow.ts';
import { startSportsBook } from './rounds/sportsbook.ts';
import { gamesConfig } from './api/games-config.ts';
import { apiError } from './http/errors.ts';
import { PICTURE_MAX_BASE64, PICTURES_MAX } from '../src/rules/promo-comments.ts';

export interface RunningServer {
  server: Server;
  db: Db | null;
  url: string;
  /** The operator token it accepts, or the operator API off (server/operator/token.ts). */
  operator: OperatorKey;
  close(): Promise<void>;
}

const routeIndex = new Map<string, EndpointName[]>();
for (const name of Object.keys(endpoints) as EndpointName[]) {
  const list = routeIndex.get(endpoints[name].path) ?? [];
  list.push(name);
  routeIndex.set(endpoints[name].path, list);
}

/** Every API call the server routes with its access level, for the suites that walk them all (test/server/authz.test.ts). */
export const apiRoutes = (Object.keys(endpoints) as EndpointName[]).map((name) => ({
  name,
  method: endpoints[name].method,
  path: endpoints[name].path,
  access: accessOf(endpoints[name]),
}));

function bearer(req: IncomingMessage): string | null {
  const h = String(req.headers.authorization ?? '');
  return h.startsWith('Bearer ') ? h.slice(7) : null;
}

async function api(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  db: Db,
  opts: ServerOptions,
  operator: OperatorKey,
): Promise<void> {
  if (playKeyCors(req, res, url.pathname)) return;
  const ip = clientIp(req, opts.site);
  // Every refused operator call is audited (rate-limited: server/operator/refusals.ts).
  const refusedOperatorCall = (code: string, call: string | null) => {
    if (url.pathname.startsWith('/wps/admin/'))
      auditRefusal(
        db,
        { ip, method: req.method ?? '', path: url.pathname, call, code, headers: req.headers },
        opts.log,
      );
  };
  const names = routeIndex.get(url.pathname);
  if (!names) {
    refusedOperatorCall('NOT_FOUND', null);
    throw apiError('NOT_FOUND', `No API endpoint at ${url.pathname}`);
  }
  const name = names.find((n) => endpoints[n].method === req.method);
  if (!name) {
    const allowed = names.map((n) => endpoints[n].method).join(', ');
    refusedOperatorCall('METHOD_NOT_ALLOWED', null);
    fail(res, apiError('METHOD_NOT_ALLOWED', `Use ${allowed} for ${url.pathname}`), { Allow: allowed });
    return;
  }
  const ctx: ApiContext = {
    db,
    site: opts.site,
    token: bearer(req),
    log: opts.log,
    ip,
    headers: req.headers,
    operator,
  };
  // Who may call is checked before the body is read: a refused caller costs no buffering.
  const level = accessOf(endpoints[name]);
  let admitted: ReturnType<typeof admit>;
  let body: unknown;
  try {
    refuseCrossSite(req, opts.site, url.pathname);
    admitted = admit(ctx, level);
    // A body refused before the handler runs (too large, not JSON) is a refused call too.
    if (req.method !== 'GET')
      body = await readBody(
        req,
        level === 'operator'
          ? OPERATOR_BODY_LIMIT_BYTES
          : name === 'promotionComment'
            ? Math.max(COMMENT_BODY_LIMIT_BYTES, opts.bodyLimitBytes)
            : opts.bodyLimitBytes,
      );
  } catch (e) {
    if (e instanceof HttpError) refusedOperatorCall(e.code, name);
    throw e;
  }
  // Malformed input is refused here, in one shape (server/api/input/combinators.ts refuse).
  let params: unknown;
  try {
    params = readParams(name, req.method ?? 'GET', url.searchParams, body);
  } catch (e) {
    // Who tried an operator action is recorded even when the request was malformed.
    if (e instanceof HttpError && 'actor' in admitted) auditMalformed(admitted, name, body, e);
    throw e;
  }
  // admit() built the context of this call's level and readParams its parameters: what its handler's type asks for.
  const value = await (handlers[name] as (c: typeof admitted & { params: unknown }) => unknown)(
    Object.assign(admitted, { params }),
  );
  if (value instanceof FileAnswer) return sendFile(res, value);
  ok(res, value);
}

/**
 * Every picture request counts against its address, a made-up path as much as a real one. In
 * API_ORIGIN mode there is no database to count in; a picture there is still only a listed file.
 */
function limitPictures(req: IncomingMessage, db: Db | null, opts: ServerOptions): void {
  if (db) rateLimit(db, 'pictures', accountsConfig(opts.site).limits.pictures, clientIp(req, opts.site));
}

export async function startServer(given: ServerOptions): Promise<RunningServer> {
  const log = safeLog(given.log);
  // A config that contradicts itself is refused before anything is created (server/operator/site-mode.ts).
  siteMode(given.site);
  checkJurisdiction(given.site);
  // Malformed bonus terms stop the start here, before the database is opened (docs/bonus.md).
  const bonus = bonusConfig(given.site);
  // So do malformed operator help texts (docs/configuration.md, "Jurisdiction").
  helpTopicsConfig(given.site);
  guardDemoGateway(given.site, log);
  const opts: ServerOptions = { ...given, log, site: guardDevOutbox(given.site, given.host, log) };
  const db = opts.apiOrigin ? null : openDatabase(opts.dataDir, log);
  // The key that seals this site's backups, there from the first start so it can be kept safe.
  if (db) ensureBackupKey(opts.dataDir);
  // In API_ORIGIN mode the platform answers /wps/admin/… itself.
  let operator: OperatorKey;
  try {
    operator = db ? operatorKey(opts) : { state: 'off' };
    // The going-live checks at every start, as configured (devOutbox before the guard turned it off).
    const checks = goLiveLines({ host: opts.host, site: given.site, db, operator });
    for (const line of checks) log(line);
  } catch (e) {
    if (db) closeDatabase(db);
    throw e;
  }
  useArtFrom(opts.distDir);
  const draws = db ? startDrawSchedule(db, gamesConfig(opts.site), opts.log) : null;
  const crash = db ? startCrashTable(db, gamesConfig(opts.site).crash, opts.log) : null;
  const roulette = db ? startRouletteTable(db, opts.log) : null;
  const baccarat = db ? startBaccaratTable(db, opts.log) : null;
  const sports = db ? startSportsBook(db, opts.log) : null;
  const bingo = db ? startBingoHall(db) : null;
  const wheel = db ? startMoneyWheel(db, opts.log) : null;
  if (db) applyPromotionTerms(db, bonus.promotionTerms);
  const bonusSweep = db ? startBonusSweep(db, bonus.sweepMs, opts.log) : null;
  const inFlight = new Set<ServerResponse>();
  const frameOrigins = gameFrameOrigins(opts.site);
  const pictureOrigins = imageOrigins(opts.site, opts.apiOrigin);

  const server = createServer((req, res) => {
    const started = performance.now();
    for (const [k, v] of Object.entries(BASE_HEADERS)) res.setHeader(k, v);
    inFlight.add(res);
    res.on('close', () => {
      inFlight.delete(res);
      opts.log(
        `${new Date().toISOString()} ${req.method} ${redactSecrets(req.url ?? '')} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
      );
    });
    void (async () => {
      try {
        const url = requestUrl(req.url);
        if (url.pathname.startsWith('/wps/') || url.pathname.startsWith('/lgw/')) {
          if (opts.apiOrigin) {
            refuseAmbiguousPath(req.url);
            if (isOperatorPath(url.pathname))
              throw apiError('NOT_FOUND', "The operator API is not served at the players' address");
            return proxy(req, res, opts.apiOrigin, url, opts.site);
          }
          return await api(req, res, url, db!, opts, operator);
        }
        if (url.pathname === '/healthz' && (req.method === 'GET' || req.method === 'HEAD'))
          return await serveHealth(res, db, opts.apiOrigin);
        if (db && url.pathname.startsWith('/pay/') && serveGateway(req, res, db, url.pathname, opts.site)) return;
        if (db && url.pathname.startsWith('/support/') && (await serveChat(req, res, db, url))) return;
        if (db && url.pathname.startsWith('/oauth-demo/') && (await serveDemoProvider(req, res, db, url, opts.site)))
          return;
        if (req.method !== 'GET' && req.method !== 'HEAD') throw apiError('METHOD_NOT_ALLOWED', 'Use GET');
        if (db && url.pathname.startsWith('/demo/') && serveDemo(req, res, db, url, opts.site.currencySymbol)) return;
        // The platform's game pages, launched as a path on this site (server/http/proxy.ts).
        if (opts.apiOrigin && isGamePagePath(url.pathname)) {
          refuseAmbiguousPath(req.url);
          return proxyGamePage(req, res, opts.apiOrigin, url, opts.site);
        }
        if (isPicturePath(url.pathname)) {
          limitPictures(req, db, opts);
          if (serveArt(req, res, opts.distDir, url.pathname)) return;
        }
        if (serveStatic(req, res, opts.distDir, url.pathname, frameOrigins, pictureOrigins)) return;
        if (redirectUnknownPage(req, res, url.pathname)) return;
        throw apiError('NOT_FOUND', `Nothing at ${url.pathname}`);
      } catch (e) {
        const err = e instanceof HttpError ? e : apiError('SERVER_ERROR');
        if (!(e instanceof HttpError))
          opts.log(`ERROR ${req.method} ${redactSecrets(req.url ?? '')}: ${(e as Error).stack ?? String(e)}`);
        if (res.headersSent) res.destroy();
        else
          fail(
            res,
            err,
            err.status === 405 ? { Allow: 'GET, HEAD' } : err.status === 413 ? { Connection: 'close' } : {},
          );
      }
    })();
  });
  server.keepAliveTimeout = 5_000;
  server.requestTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      // Stop accepting, let in-flight requests finish (each is one short transaction),
      // then close the database so no row is half-written.
      draws?.stop();
      crash?.stop();
      roulette?.stop();
      baccarat?.stop();
      sports?.stop();
      bingo?.stop();
      wheel?.stop();
      bonusSweep?.stop();
      server.close(() => {
        if (db) closeDatabase(db);
        resolve();
      });
      server.closeIdleConnections();
      setTimeout(() => {
        for (const r of inFlight) r.destroy();
        server.closeAllConnections();
      }, 3_000).unref();
    }));
  return { server, db, url, operator, close };
}
