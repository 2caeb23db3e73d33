// The development outbox (GET /wps/dev/outbox) hands every SMS code to whoever asks, so
// one visitor could take over any account by its mobile number. It is off unless the site
// config says `"devOutbox": true`, it is never served when the server listens on anything
// but a loopback address (where only this machine can ask), and the server says so loudly
// at start whenever it is on.
import { isIP } from 'node:net';
import type { SiteConfig } from '../config.ts';

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  if (h.startsWith('::ffff:')) return isLoopbackHost(h.slice(7));
  return isIP(h) === 4 && h.startsWith('127.');
}

/**
 * The site config the server runs with: `devOutbox` stays on only when it was asked for
 * and the bind address is loopback. Either way an enabled outbox is reported in the log.
 */
export function guardDevOutbox(site: SiteConfig, host: string, log: (line: string) => void): SiteConfig {
  if ((site as unknown as { devOutbox?: unknown }).devOutbox !== true) return site;
  if (!isLoopbackHost(host)) {
    log(
      `WARNING: devOutbox is true in the site config but the server listens on ${host}, not a loopback address: ` +
        'GET /wps/dev/outbox stays OFF (it would give any visitor every SMS code).',
    );
    return { ...site, devOutbox: false } as SiteConfig;
  }
  log(
    'WARNING: devOutbox is ON: GET /wps/dev/outbox shows every SMS code sent. Development only; ' +
      'never run a public site with it (set "devOutbox": false).',
  );
  return site;
}
