// Start-up path: home's game tiles take their look from it.
// Game tile look (SPEC §2.4): the style cycles through 6 variants, nodeId modulo 6, plus 1.
export const TILE_VARIANTS = 6;

/** Digits of the nodeId as a number; a nodeId without digits uses variant 1. */
export function tileVariant(nodeId: string): number {
  const digits = nodeId.replace(/\D/g, '');
  if (digits === '') return 1;
  // Modulo on the digit string, so a nodeId longer than a safe integer still cycles correctly.
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % TILE_VARIANTS;
  return rest + 1;
}
