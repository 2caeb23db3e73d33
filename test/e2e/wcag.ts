// The WCAG 2.1 A/AA checks (axe) on a part of a page: each violation as `id: targets`, so a
// failing test names what broke and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function wcagViolations(page: Page, selector: string): Promise<string[]> {
  const r = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
