// Recomputes a video poker hand from its proof in the player's own browser (docs/games.md "Video
// poker"): HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`), its three SHA-256 blocks, the deck's
// first ten cards by the published shuffle, and SHA-256 of the seed against the hash shown at the
// deal. Web Crypto only, like the crash proof: only the game records' chunk carries these lines.
import { blockText, cardCode, dealOf, drawOf, heldMask, uniformsFrom } from '../rules/video-poker';

const hex = (buf: ArrayBuffer): string =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

export interface RecomputedHand {
  dealt: string[];
  final: string[];
  seedHash: string;
}

/** Null where the browser has no Web Crypto (a page not served over HTTPS): the game's own verify panel still works there. */
export async function recomputeHand(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  held: readonly number[],
): Promise<RecomputedHand | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const text = new TextEncoder();
  const key = await subtle.importKey('raw', text.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = hex(await subtle.sign('HMAC', key, text.encode(`${clientSeed}:${nonce}`)));
  // Ten cards use blocks 0, 1 and 2.
  const blocks = await Promise.all(
    [0, 1, 2].map(async (j) => hex(await subtle.digest('SHA-256', text.encode(blockText(mac, j))))),
  );
  const u = uniformsFrom((j) => blocks[j]!);
  return {
    dealt: dealOf(u).map(cardCode),
    final: drawOf(u, heldMask(held)).map(cardCode),
    seedHash: hex(await subtle.digest('SHA-256', text.encode(serverSeed))),
  };
}
