// Start-up path: which build of the app this code is, React or light (src/rules/build-choice.ts).
// The build compiles it in (scripts/build/options.ts); code run without the build (the unit
// suites) is the React one.
import type { Build } from '../rules/build-choice';

declare const __BUILD__: Build | undefined;

export const RUNNING_BUILD: Build = typeof __BUILD__ !== 'undefined' ? __BUILD__ : 'react';
