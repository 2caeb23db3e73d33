// What every browser measurement of `npm run perf` starts from: a fresh Chromium as a cheap
// phone holds the site (360x740, touch, Portuguese), and the median it reports over visits.
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
// @ts-expect-error plain .mjs helper without types
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A fresh browser and its phone-sized context; the caller closes the browser. */
export async function openPhone(): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({
    executablePath: (findChromium() as string | null) ?? undefined,
    args: CHROMIUM_ARGS as string[],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
    return { browser, context };
  } catch (e) {
    await browser.close();
    throw e;
  }
}
