// Favourites (SPEC §4): a toggle changes the list only after the server reports success.
// Adding appends the id; removing while the favourites class is shown removes the tile.
export type FavAction = 'add' | 'remove';

export const favAction = (ids: readonly string[], nodeId: string): FavAction =>
  ids.includes(nodeId) ? 'remove' : 'add';

/** The id list after a confirmed add or remove. */
export function applyFavourite(ids: readonly string[], nodeId: string, action: FavAction): readonly string[] {
  if (action === 'add') return ids.includes(nodeId) ? ids : [...ids, nodeId];
  return ids.filter((id) => id !== nodeId);
}

/** The shown games after a confirmed toggle: only a removal inside the favourites class drops a tile. */
export function afterFavourite<T extends { nodeId: string }>(
  games: readonly T[],
  nodeId: string,
  action: FavAction,
  inFavClass: boolean,
): readonly T[] {
  return action === 'remove' && inFavClass ? games.filter((g) => g.nodeId !== nodeId) : games;
}
