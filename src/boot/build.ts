// Start-up path (index.html's inline script, src/boot/inline.ts): which build of the app this
// phone runs (src/rules/build-choice.ts), and that build's code asked for. Nothing else loads
// the app, so this part must run even when the rest of the script fails.
import {
  askedBuild,
  asBuild,
  automaticBuild,
  type Build,
  CHOSEN_BUILD_KEY,
  DECIDED_BUILD_KEY,
  deviceOf,
  type PhoneFacts,
} from '../rules/build-choice';
import { preloadChunks } from './pages';
import { addLink } from './shell';

/**
 * The player's choice (`?build=` or the member centre's), else the decision remembered from the
 * first visit, else a decision now from the phone's facts, remembered. Without storage, the
 * query's choice or the phone's facts.
 */
export function chooseBuild(): Build {
  const asked = askedBuild(location.search);
  const decided = automaticBuild(deviceOf(navigator as PhoneFacts));
  try {
    if (asked === 'auto') {
      localStorage.removeItem(CHOSEN_BUILD_KEY);
      localStorage.removeItem(DECIDED_BUILD_KEY);
    } else if (asked) localStorage.setItem(CHOSEN_BUILD_KEY, asked);
    const remembered =
      asBuild(localStorage.getItem(CHOSEN_BUILD_KEY)) || asBuild(localStorage.getItem(DECIDED_BUILD_KEY));
    if (remembered) return remembered;
    localStorage.setItem(DECIDED_BUILD_KEY, decided);
  } catch {
    if (asked && asked !== 'auto') return asked;
  }
  return decided;
}

/**
 * Asks for a build's code: its entry and the chunks every page needs (module preloads, fetched
 * and compiled while the HTML is parsed), its stylesheet (preloaded only: src/lib/stylesheet.ts
 * applies it), and, once the body is parsed (the app renders into #root) and `holdEntry` has
 * settled, the entry itself.
 */
export function startBuild(build: BootBuild, holdEntry: Promise<unknown> = Promise.resolve()): void {
  addLink({ rel: 'modulepreload', href: build.entry });
  preloadChunks(build, build.preloads);
  if (build.stylesheet) addLink({ rel: 'preload', as: 'style', href: build.stylesheet });
  const run = () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = build.entry;
    document.body.appendChild(entry);
  };
  const parsed = () => holdEntry.then(run, run);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
}
