import { apiError } from './errors.ts';

export function requestUrl(target: string | undefined): URL {
  let url: URL;
  try {
    url = new URL(target ?? '/', 'http://localhost');
    decodeURIComponent(url.pathname);
  } catch {
    throw apiError('BAD_PATH');
  }
  return url;
}
