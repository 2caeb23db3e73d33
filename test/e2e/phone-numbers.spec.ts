// A mobile number as a player types it (rules/phone): drawn in its country's format while typed
// and once the field is left, checked by the chosen dialing code's numbering plan before any SMS
// is asked for. The forgotten-password page, open to a visitor, has the same field as
// registration and the SMS login.
import { expect, test } from './fixtures.ts';

test('SPEC §5 a BR mobile is formatted as typed; a number no BR mobile, or a US one under +55, is refused before an SMS', async ({
  page,
}) => {
  const sms: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/sms/code')) sms.push(r.postData() ?? '');
  });
  await page.goto('/m/forget');
  const field = page.getByLabel('Número de celular', { exact: true });
  await expect(page.getByLabel('Código do país')).toHaveValue('55');
  await field.pressSequentially('21998765432');
  await expect(field).toHaveValue('(21) 99876-5432');
  await field.fill('+55 21 998765432');
  await field.blur();
  await expect(field, 'drawn nationally once left').toHaveValue('(21) 99876-5432');

  for (const wrong of ['20987654321', '1198765432', '+1 202 555 0123']) {
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Informe um número de celular válido'), wrong).toBeVisible();
  }
  expect(sms, 'no SMS asked for a number that is no mobile of the country').toEqual([]);
});
