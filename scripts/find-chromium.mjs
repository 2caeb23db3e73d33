// Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's, then Playwright's cache; and
// says when the fonts a phone has for Urdu and emoji flags are missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function fromPlaywrightCache() {
  const base = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(base)) return null;
  const dirs = readdirSync(base)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse();
  for (const d of dirs) {
    for (const rel of [
      'chrome-linux/chrome',
      'chrome-linux64/chrome',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
      'chrome-win/chrome.exe',
    ]) {
      const p = join(base, d, rel);
      if (existsSync(p)) return p;
    }
  }
  return null;
}

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
  ];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return fromPlaywrightCache();
}

export const INSTALL_HINT =
  'No Chromium found. Set CHROMIUM_PATH, or install one: on Debian/Ubuntu `apt-get install chromium`; elsewhere `npx playwright install chromium`.';

/** The font families a stock phone has that the e2e screens need: Urdu (Nastaliq, Naskh) and emoji flags. */
export const PHONE_FONTS = ['Noto Nastaliq Urdu', 'Noto Naskh Arabic', 'Noto Color Emoji'];

/** The PHONE_FONTS this machine lacks, from fontconfig (Chromium's font source on Linux); none where it cannot tell. */
export function missingFonts() {
  if (process.platform !== 'linux') return [];
  const r = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  if (r.status !== 0 || typeof r.stdout !== 'string') return [];
  const families = r.stdout.split(/[\n,]/).map((f) => f.trim());
  return PHONE_FONTS.filter((f) => !families.includes(f));
}

export const FONTS_HINT =
  'Fonts missing for the Urdu and emoji screens: on Debian/Ubuntu `apt-get install fonts-noto-core fonts-noto-color-emoji` (CI does, .ci/run); without them Urdu letters and flags draw as boxes and test/e2e/fonts.spec.ts fails.';
