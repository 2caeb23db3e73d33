// The DOM the app draws, checked by html-validate (rules in test/setup/html-rules.ts) once each
// page has settled: home, a game lobby, the login page, and a member's deposit and withdraw pages.
// What the server writes before the app runs is checked in test/server/html-valid.test.ts.
import type { Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { HTML_RULES } from '../setup/html-rules.ts';
import { expect, logIn, test } from './fixtures.ts';
import { watchPage } from './settled.ts';

const validator = new HtmlValidate(HTML_RULES);

/** Every finding on the page as drawn now: "rule: message — the element's opening tag". */
async function problems(page: Page): Promise<string[]> {
  const html = await page.content();
  const report = await validator.validateString(html);
  const lines = html.split('\n');
  return report.results.flatMap((r) =>
    r.messages.map((m) => {
      const at = (lines[m.line - 1] ?? '').slice(Math.max(0, m.column - 1), m.column + 120);
      return `${m.ruleId}: ${m.message} — ${at}`;
    }),
  );
}

async function settledAt(page: Page, path: string): Promise<void> {
  const watch = await watchPage(page);
  await page.goto(path);
  await watch.settled();
}

const VISITOR: ReadonlyArray<[string, string]> = [
  ['home', '/m/home'],
  ['a game lobby', '/m/gameLobbyCenter'],
  ['login', '/m/login'],
];

for (const [name, path] of VISITOR) {
  test(`${name} as drawn is valid HTML: every picture has a src, labels only where allowed, no empty heading`, async ({
    page,
  }) => {
    await settledAt(page, path);
    expect(await problems(page)).toEqual([]);
  });
}

test("a member's wallet (deposit and withdraw) as drawn is valid HTML", async ({ page, site }) => {
  await logIn(page, site);
  for (const path of ['/m/voucherCenter', '/m/withdraw']) {
    await settledAt(page, path);
    expect(await problems(page), path).toEqual([]);
  }
});
