// Recomputes a crash round from its proof in the player's own browser (docs/games.md
// "Provably fair"): HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) through the published rule,
// and SHA-256 of the seed against the hash shown before the round. Web Crypto only: no hashing
// library reaches any bundle, and only the game records' chunk carries these few lines.
import { crashPointOf } from '../rules/crash';

const hex = (buf: ArrayBuffer): string =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

export interface Recomputed {
  crashPoint: number;
  seedHash: string;
}

/** Null where the browser has no Web Crypto (a page not served over HTTPS): the game's own verify panel still works there. */
export async function recomputeCrash(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<Recomputed | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const text = new TextEncoder();
  const key = await subtle.importKey('raw', text.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = hex(await subtle.sign('HMAC', key, text.encode(`${clientSeed}:${nonce}`)));
  return { crashPoint: crashPointOf(mac), seedHash: hex(await subtle.digest('SHA-256', text.encode(serverSeed))) };
}
