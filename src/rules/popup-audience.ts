// The home announcement popup (SPEC §4 "Announcement popup", §3 announcement item).
// Audience A is a logged-in member, B a visitor; items with execution F are also shown to
// A on a first-time login. Closing stores show=false with the list that was shown; the
// popup shows again only when the list of title and content strings for the audience differs;
// the same announcements read in another language are not a new list (a player who closed them
// and then switched language is not greeted again by what they closed).

export type Audience = 'A' | 'B';

export interface PopupItem {
  id?: number;
  title: string;
  content: string;
  execution: string;
}

/** What local storage ANNOUNT keeps per audience. */
export interface PopupMemory {
  show: boolean;
  list: string[];
  /** The closed items' ids and the language they were read in. */
  ids?: number[];
  lang?: string;
}
export type PopupStore = Partial<Record<Audience, PopupMemory>>;

export const audienceOf = (session: { firstTimeLogin?: boolean } | null): Audience => (session ? 'A' : 'B');

/** The items this audience sees, in server order. */
export function popupItemsFor<T extends PopupItem>(
  items: readonly T[],
  session: { firstTimeLogin?: boolean } | null,
): T[] {
  if (!session) return items.filter((i) => i.execution === 'B');
  return items.filter((i) => i.execution === 'A' || (i.execution === 'F' && session.firstTimeLogin === true));
}

/** The strings compared between visits: one per item, title and content. */
export const popupSignature = (items: readonly PopupItem[]): string[] => items.map((i) => `${i.title}\n${i.content}`);

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

const idsOf = (items: readonly PopupItem[]) => items.map((i) => String(i.id ?? ''));

/**
 * Show when there is something to show, unless this exact list was closed before, or the same
 * items were closed in another language (`lang`, the language `items` are in).
 */
export function shouldShowPopup(items: readonly PopupItem[], memory: PopupMemory | undefined, lang?: string): boolean {
  if (items.length === 0) return false;
  if (memory?.show !== false) return true;
  if (sameList(memory.list, popupSignature(items))) return false;
  const translated =
    lang !== undefined && memory.lang !== undefined && memory.lang !== lang && memory.ids !== undefined;
  return !(translated && sameList((memory.ids ?? []).map(String), idsOf(items)));
}

/** The store after the player closes the popup showing `items` (in `lang`) to `audience`. */
export function rememberClosed(
  store: PopupStore,
  audience: Audience,
  items: readonly PopupItem[],
  lang?: string,
): PopupStore {
  const read = lang === undefined ? {} : { ids: items.map((i) => i.id ?? 0), lang };
  return { ...store, [audience]: { show: false, list: popupSignature(items), ...read } };
}

/** A stored value that is not a PopupStore (old format, hand-edited) counts as nothing stored. */
export function isPopupStore(v: unknown): v is PopupStore {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  return Object.entries(v).every(
    ([k, m]) =>
      (k === 'A' || k === 'B') &&
      typeof m === 'object' &&
      m !== null &&
      typeof (m as PopupMemory).show === 'boolean' &&
      Array.isArray((m as PopupMemory).list) &&
      (m as PopupMemory).list.every((s) => typeof s === 'string') &&
      ((m as PopupMemory).ids === undefined ||
        (Array.isArray((m as PopupMemory).ids) && (m as PopupMemory).ids!.every((n) => typeof n === 'number'))) &&
      ((m as PopupMemory).lang === undefined || typeof (m as PopupMemory).lang === 'string'),
  );
}

/** SPEC §9: the list loads 500 ms after the popup mounts; pages turn every 5000 ms. */
export const POPUP_LOAD_DELAY_MS = 500;
export const POPUP_AUTOPLAY_MS = 5000;
