// Start-up path. Uncaught errors are logged and reported once each to the server, so an
// operator sees what broke on players' phones; reporting itself can never throw.
import { call } from '../api/client';
import * as systemApi from '../api/calls/system';

const MAX_REPORTS = 5;
let sent = 0;
const seen = new Set<string>();

export function reportError(error: unknown, where: string): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`[${where}]`, error);
  if (sent >= MAX_REPORTS || seen.has(message)) return;
  seen.add(message);
  sent++;
  const route = typeof location !== 'undefined' ? location.pathname : '';
  call(systemApi.clientError, { message: message.slice(0, 2000), where, route }).catch(() => undefined);
}
