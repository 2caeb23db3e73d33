// Runs the Playwright suites with a Chromium found on this machine, or says what to install.
import { spawnSync } from 'node:child_process';
import { FONTS_HINT, findChromium, INSTALL_HINT, missingFonts } from './find-chromium.mjs';

if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(2);
}
const fonts = missingFonts();
if (fonts.length > 0) console.error(`${fonts.join(', ')}: ${FONTS_HINT}`);
const r = spawnSync('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
