// Start-up path (index.html's inline script, src/boot/inline.ts, before anything else runs): the
// few built-ins the app's code uses that SPEC §9's oldest browsers lack (Android WebView/Chrome
// 70, iOS Safari 12.4). esbuild lowers syntax for those targets but never adds a built-in, and
// without these a phone older than Chrome 93 stopped at the first use: `globalThis` (Chrome 71)
// in the start-up calls, `Object.hasOwn` (Chrome 93, Safari 15.4) in home's category icons,
// `Array.prototype.at` (Chrome 92, Safari 15.4), `Object.fromEntries` (Chrome 73). Any other
// newer built-in stays out of src/ (test/unit/boot/compat.test.ts).

type Loose = Record<string, unknown>;
const define = (target: object, name: string, value: unknown) => {
  if (!(name in target)) Object.defineProperty(target, name, { value, writable: true, configurable: true });
};

define(window, 'globalThis', window);
// biome-ignore lint/suspicious/noPrototypeBuiltins: this is Object.hasOwn, for the browsers without it
define(Object, 'hasOwn', (o: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(o, key));
define(Object, 'fromEntries', (entries: Iterable<readonly [PropertyKey, unknown]>) => {
  const o: Loose = {};
  for (const [key, value] of entries) o[key as string] = value;
  return o;
});
define(Array.prototype, 'at', function at(this: unknown[], index: number) {
  const i = Math.trunc(index) || 0;
  return this[i < 0 ? this.length + i : i];
});
