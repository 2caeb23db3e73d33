// The member centre's choice of the app's build (src/rules/build-choice.ts): automatic, light or
// full. The boot script reads it on the next start, so a change that picks the other build
// reloads the page.
import { signal } from '@preact/signals-react';
import { RUNNING_BUILD } from '../lib/running-build';
import { readString } from '../lib/storage';
import {
  asBuild,
  automaticBuild,
  type Build,
  CHOSEN_BUILD_KEY,
  DECIDED_BUILD_KEY,
  deviceOf,
  type PhoneFacts,
} from '../rules/build-choice';

export type BuildSetting = Build | 'auto';
export const BUILD_SETTINGS: readonly BuildSetting[] = ['auto', 'lite', 'react'];

/** The player's setting: a build, or automatic (nothing chosen). */
export const buildSetting = signal<BuildSetting>(asBuild(readString(CHOSEN_BUILD_KEY)) ?? 'auto');

/** The build automatic gives this phone: the boot script's remembered decision, else the phone's facts. */
export const automaticChoice = (): Build =>
  asBuild(readString(DECIDED_BUILD_KEY)) ?? automaticBuild(deviceOf(navigator as PhoneFacts));

/** What saving a setting did: kept (this build stays), reload (the other build runs next), or failed (no storage). */
export type SaveResult = 'kept' | 'reload' | 'failed';

export function saveBuildSetting(setting: BuildSetting): SaveResult {
  try {
    if (setting === 'auto') localStorage.removeItem(CHOSEN_BUILD_KEY);
    else localStorage.setItem(CHOSEN_BUILD_KEY, setting);
  } catch {
    return 'failed';
  }
  buildSetting.value = setting;
  return (setting === 'auto' ? automaticChoice() : setting) === RUNNING_BUILD ? 'kept' : 'reload';
}
