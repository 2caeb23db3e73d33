// Types for what the tests import from build.mjs (the build itself stays plain JS for Node).
/** The inline script's decisions made with the app's own rules, as one JS expression (an object). */
export function bootModule(): Promise<string>;
