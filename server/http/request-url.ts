// The request target as a URL, or a 400: a path with malformed percent-encoding (`/%`,
// `/%E0%A4%A`) is the client's mistake, never a server error, and decoding it later (the
// static files) must not throw.
import { HttpError } from './envelope.ts';

export function requestUrl(target: string | undefined): URL {
  let url: URL;
  try {
    url = new URL(target ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
  } catch {
    throw new HttpError(400, 'BAD_PATH', 'The request path is not a valid, percent-encoded path');
  }
  return url;
}
