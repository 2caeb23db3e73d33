// Start-up path: every first call's answer is checked with these guards.
// Response guards: the boundary check that lets views trust the data they get.
// Hand-written on purpose: a schema library would cost more bytes than every guard here.
// The call modules wrap their guard-building calls in PURE annotations, so a guard nobody
// imports is dropped from the bundle.
export type Guard<T> = (v: unknown) => v is T;

export const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isStr = (v: unknown): v is string => typeof v === 'string';
export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
export const isNull = (v: unknown): v is null => v === null;
export const isNumOrNull = (v: unknown): v is number | null => v === null || isNum(v);
export const arrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(item);
/** An object whose listed fields pass their guards; other fields are allowed (servers add fields). */
export const fields =
  <T>(spec: Record<string, Guard<unknown>>): Guard<T> =>
  (v): v is T =>
    isObj(v) && Object.keys(spec).every((k) => spec[k]!(v[k]));
