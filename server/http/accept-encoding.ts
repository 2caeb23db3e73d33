// Accept-Encoding read as RFC 9110 says: a list of codings with q-values. `br;q=0` refuses
// brotli, `*` stands for any coding not named, and a coding is matched by its whole name
// (`x-br-y` is not `br`), so a client never gets a body it said it cannot read.
// Kept over negotiator: one header to negotiate, 295 B against 2.6 KB brotli (docs/architecture.md).

/** The q-value the header gives `coding` (0 when it is not accepted). No header: identity only. */
export function acceptQ(header: string | string[] | undefined, coding: string): number {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star: number | null = null;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    let q = 1;
    for (const p of params) {
      const m = /^q\s*=\s*([0-9.]+)$/i.exec(p);
      if (m) q = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    const n = name.toLowerCase();
    if (n === coding) return q;
    if (n === '*') star = q;
  }
  return star ?? 0;
}

/** brotli or gzip, whichever the client prefers (brotli on a tie), among those `available`; null for none. */
export function pickCoding(
  header: string | string[] | undefined,
  available: { br: boolean; gzip: boolean } = { br: true, gzip: true },
): 'br' | 'gzip' | null {
  const br = available.br ? acceptQ(header, 'br') : 0;
  const gzip = available.gzip ? acceptQ(header, 'gzip') : 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
