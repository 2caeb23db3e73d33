// Vendor grouping (SPEC §4): the BGS vendor under RNG becomes its own BGS category at the
// front; under SPORTS, esport vendors become ESPORTS and cockfight vendors COCKFIGHT,
// placed right after SPORTS. Vendors are told apart by accountTypeName (SPEC §3).
export interface VendorLike {
  vassalage: string;
  gameType: string;
  accountTypeName: string;
}
export interface VendorCategory<V extends VendorLike> {
  category: string;
  gameType: string;
  vendors: V[];
}

/** The sub-categories and the game type they are split from. */
export const SPLIT_CATEGORIES: Readonly<Record<string, string>> = {
  BGS: 'RNG',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
};

/** Which sub-category a vendor belongs to under its type, or null when it stays in the type. */
export function splitOf(v: VendorLike): string | null {
  if (v.gameType === 'RNG' && (v.accountTypeName === 'BGS' || v.vassalage === 'BGS')) return 'BGS';
  if (v.gameType === 'SPORTS' && (v.accountTypeName === 'ESPORTS' || v.accountTypeName === 'COCKFIGHT'))
    return v.accountTypeName;
  return null;
}

/** The game type a category lists (BGS is RNG, ESPORTS and COCKFIGHT are SPORTS). */
export const categoryType = (category: string): string => SPLIT_CATEGORIES[category] ?? category;

/**
 * Categories in menu order from the game types (in their order) and every vendor. Each category
 * once: a type listed twice, or a type that is also a split (a platform listing BGS as a type of
 * its own beside the BGS vendor under RNG), is one chip with the vendors of both.
 */
export function groupVendors<V extends VendorLike>(
  types: readonly string[],
  vendors: readonly V[],
): VendorCategory<V>[] {
  const front: VendorCategory<V>[] = [];
  const out: VendorCategory<V>[] = [];
  for (const type of types) {
    const own = vendors.filter((v) => v.gameType === type);
    const of = (category: string) => own.filter((v) => splitOf(v) === category);
    out.push({ category: type, gameType: type, vendors: own.filter((v) => splitOf(v) === null) });
    if (type === 'RNG' && of('BGS').length) front.push({ category: 'BGS', gameType: 'RNG', vendors: of('BGS') });
    if (type === 'SPORTS') {
      for (const sub of ['ESPORTS', 'COCKFIGHT'])
        if (of(sub).length) out.push({ category: sub, gameType: 'SPORTS', vendors: of(sub) });
    }
  }
  const once = new Map<string, VendorCategory<V>>();
  for (const c of [...front, ...out]) {
    const seen = once.get(c.category);
    if (seen) seen.vendors = [...seen.vendors, ...c.vendors.filter((v) => !seen.vendors.includes(v))];
    else once.set(c.category, { ...c });
  }
  return [...once.values()];
}

/** The vendors a category's vendor strip shows, from the vendors of its game type. */
export function vendorsOfCategory<V extends VendorLike>(category: string, vendorsOfType: readonly V[]): V[] {
  const sub = category in SPLIT_CATEGORIES ? category : null;
  return vendorsOfType.filter((v) => splitOf({ ...v, gameType: categoryType(category) }) === sub);
}
