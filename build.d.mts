// Types of what build.mjs exports (the driver stays plain JS, so `node build.mjs` needs no loader;
// its jobs are typed modules under scripts/build/).
import type { BuildFlags } from './scripts/build/options.ts';
import type { SizeReport } from './scripts/build/size.ts';

/** Builds the app into flags.outDir (dist/ by default) and returns its size report. */
export function build(flags?: BuildFlags): Promise<SizeReport>;
/** Builds the reference server into build/server.mjs. */
export function buildServer(): Promise<void>;
/** The browsers every script that reaches a phone is written for (SPEC §9). */
export const TARGETS: readonly string[];
