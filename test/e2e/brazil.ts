// What the Brazil profile's journeys share: the site they run on (the BR profile with its
// operator's keys), fresh CPFs and the captcha's answer a tester reads from the database.
import type { Page } from '@playwright/test';
import type { Site } from './fixtures.ts';

export const OPERATOR = {
  legalName: 'Aurora Jogos Ltda.',
  cnpj: '11222333000181',
  authorisation: '123/2025',
  helpLine: '0800 123 4567',
};
export const BR_SITE = { jurisdiction: 'BR', operator: OPERATOR };

/** The answer of the newest captcha: only a tester can read it (from the database). */
export const captchaAnswer = (site: Site) =>
  (site.server.db!.prepare('SELECT answer FROM captchas ORDER BY rowid DESC LIMIT 1').get() as { answer: string })
    .answer;

/** A fresh valid CPF (its two check digits computed), written 000.000.000-00, so a retry never meets its own account. */
export function newCpf(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  d[0] = 1 + (d[0]! % 9); // never all-equal digits
  d[1] = (d[0]! + 1) % 10;
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((acc, x, i) => acc + x * (len + 1 - i), 0);
    d.push(((sum * 10) % 11) % 10);
  }
  const s = d.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/** A form field by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
