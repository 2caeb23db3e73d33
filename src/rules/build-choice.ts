// Which build of the app a phone runs. The same source is built twice: on React (the full
// build) and on Preact (the light build, about a third of the JavaScript). Phones that ask for
// less data or have little memory or few cores get the light one. The boot script decides once,
// before any of the app's code is asked for, and remembers it; a player can choose in the
// member centre, and `?build=` chooses for testing.

export type Build = 'react' | 'lite';
export const BUILDS: readonly Build[] = ['react', 'lite'];

/** The player's own choice (member centre, or `?build=`); none means automatic. */
export const CHOSEN_BUILD_KEY = 'build';
/** The automatic decision, made on the first visit from the phone's facts. */
export const DECIDED_BUILD_KEY = 'build-auto';

/** What the browser says about the phone (each may be missing: older browsers, Safari). */
export interface Device {
  /** navigator.connection.saveData: the player turned on data saving (Chrome sends `Save-Data: on`). */
  saveData?: boolean;
  /** navigator.deviceMemory, in GB (rounded down to a power of two, at most 8). */
  deviceMemory?: number;
  /** navigator.hardwareConcurrency: the logical cores. */
  cores?: number;
}

/** The phone's facts as Chrome reports them on navigator (not in every browser, nor in the DOM types). */
export interface PhoneFacts {
  connection?: { saveData?: boolean };
  deviceMemory?: number;
  hardwareConcurrency?: number;
}

/** A Device from navigator's facts. */
export const deviceOf = (phone: PhoneFacts): Device => ({
  // biome-ignore lint/complexity/useOptionalChain: for Chrome 70 esbuild writes ?. out at twice the bytes, in the HTML
  saveData: phone.connection && phone.connection.saveData,
  deviceMemory: phone.deviceMemory,
  cores: phone.hardwareConcurrency,
});

/** The device limits under which the light build serves the phone better. */
export const LIGHT_MEMORY_GB = 2;
export const LIGHT_CORES = 4;

/** The automatic choice: light for data saving, 2 GB or less, or 4 cores or fewer. */
export function automaticBuild(device: Device): Build {
  const light =
    device.saveData === true ||
    (device.deviceMemory !== undefined && device.deviceMemory <= LIGHT_MEMORY_GB) ||
    (device.cores !== undefined && device.cores <= LIGHT_CORES);
  return light ? 'lite' : 'react';
}

/** A stored or asked-for build name, or undefined for anything else (an old or foreign value). */
export const asBuild = (value: string | null | undefined): Build | undefined =>
  value === 'react' || value === 'lite' ? value : undefined;

/** `?build=` in a query string: a build, 'auto' (forget the choice), or nothing asked. */
export function askedBuild(search: string): Build | 'auto' | undefined {
  const asked = /[?&]build=([^&#]*)/.exec(search)?.[1];
  return asked === 'auto' ? 'auto' : asBuild(asked);
}
