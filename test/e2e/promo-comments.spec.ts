// Promotion comments with pictures on a 360 px phone (SPEC §5, §9): a member comments on the
// promotion that takes comments with a picture and sees it waiting for review; the operator
// approves it with `npm run operator -- comments approve` (run in this process); the member
// sees it approved. The form's own checks keep what was typed and say what is wrong.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main as operatorCli } from '../../scripts/operator/main.ts';
import { canvas, encodePng } from '../../server/db/png.ts';
import { expect, logIn, type Site, test, withoutPopups } from './fixtures.ts';

/** The shipped promotion that takes comments: the Friday reload offer. */
const PROMOTION = '/m/activityDetail?id=3';

const picture = () => {
  const c = canvas(8, 8);
  c.rgba.fill(200);
  return encodePng(c);
};

/** axe's serious or critical findings in the comments section. */
async function violations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page })
    .include('.promo-comments')
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function operator(site: Site, args: string[]): Promise<string> {
  const token = readFileSync(join(site.dataDir, 'operator-token'), 'utf8').trim();
  const out: string[] = [];
  const err: string[] = [];
  const code = await operatorCli(
    [...args, '--url', site.url, '--token', token],
    {},
    (l) => out.push(l),
    (l) => err.push(l),
  );
  expect(code, err.join('\n')).toBe(0);
  return out.join('\n');
}

test('SPEC §5/§9 a member comments with a picture, sees it pending; the operator approves; the member sees it approved', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const m = await logIn(page, site);
  await page.goto(PROMOTION);
  const section = page.getByRole('region', { name: 'Comentários e fotos' });
  await section.getByLabel('Seu comentário').fill('Depositei R$ 60 na sexta!');
  await section
    .getByLabel('Adicionar foto')
    .setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: picture() });
  await expect(section.getByRole('button', { name: 'Remover foto recibo.png' })).toBeVisible();
  await section.getByRole('button', { name: 'Enviar comentário' }).click();
  const mine = section.getByTestId('my-comment');
  await expect(mine).toContainText('Depositei R$ 60 na sexta!');
  await expect(mine).toContainText('Em análise');
  const shown = mine.getByRole('img', { name: 'Foto 1 do comentário' });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await expect(section.getByLabel('Seu comentário')).toHaveValue('');
  expect(await violations(page)).toEqual([]);

  const list = await operator(site, ['comments', 'list']);
  expect(list).toContain(m.userName);
  const id = site.server.db!.prepare('SELECT id FROM promotion_comments WHERE member_id = ?').pluck().get(m.memberId);
  await operator(site, ['comments', 'approve', String(id)]);

  await page.reload();
  await expect(page.getByTestId('my-comment')).toContainText('Aprovado');
});

test('SPEC §9 the form says what is wrong and keeps what was typed: a picture that is not png or jpg, a comment over 140', async ({
  page,
  site,
}) => {
  await withoutPopups(page);
  const m = await logIn(page, site);
  await page.goto(PROMOTION);
  const section = page.getByRole('region', { name: 'Comentários e fotos' });
  const box = section.getByLabel('Seu comentário');
  await box.fill('Meu comprovante');
  // Named .png, but a GIF inside: the type is read from the content.
  const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
  await section.getByLabel('Adicionar foto').setInputFiles({ name: 'falso.png', mimeType: 'image/png', buffer: gif });
  await expect(section.getByRole('alert')).toHaveText('Só fotos PNG ou JPG');
  await expect(box).toHaveValue('Meu comprovante');
  await box.fill('x'.repeat(141));
  await expect(section.getByText('141/140')).toBeVisible();
  await section.getByRole('button', { name: 'Enviar comentário' }).click();
  await expect(section.getByRole('alert')).toHaveText('Um comentário tem no máximo 140 caracteres');
  await expect(box).toHaveValue('x'.repeat(141));
  const sent = site.server.db!.prepare('SELECT COUNT(*) FROM promotion_comments WHERE member_id = ?');
  expect(sent.pluck().get(m.memberId)).toBe(0);
});
