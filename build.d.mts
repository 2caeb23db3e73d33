// Types for what the tests import from build.mjs (the build itself stays plain JS for Node).
/** src/api/boot-picture.ts's homeFirstPicture as the expression index.html's inline script runs. */
export function homePictureFunction(): Promise<string>;
