// Start-up path: the client writes every GET call's query with it.
// A GET call's query string: its parameters in the order given, empty ones left out. Its own
// module so the build can compute the URLs index.html prefetches (boot/home-banner-call.ts) with it.
export function query(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
