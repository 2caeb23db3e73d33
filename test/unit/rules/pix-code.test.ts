import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crc16, pixCode } from '../../../src/rules/pix-code.ts';
import { pixCrcValid, readPixFields } from '../../setup/pix-reader.ts';

test('SPEC §7 deposit PIX code: CRC16-CCITT (0xFFFF, 0x1021) matches its published check value and the BCB example', () => {
  assert.is(crc16('123456789'), '29B1');
  // The static example of the Banco Central's BR Code manual, CRC included.
  const bcb =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
  assert.ok(pixCrcValid(bcb));
  assert.not.ok(pixCrcValid(bcb.replace('Fulano', 'Fulana')), 'one changed letter fails the check');
});

test('SPEC §7 deposit PIX code: every field a bank app reads, in order, with the amount, txid and a valid CRC', () => {
  const code = pixCode({
    key: 'pix@aurora.example',
    merchantName: 'Aurora Pagamentos Ltda',
    merchantCity: 'São Paulo',
    amountCents: 12_345,
    txid: 'AUR000000042',
  });
  const f = readPixFields(code)!;
  assert.equal([...f.keys()], ['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
  assert.is(f.get('00'), '01');
  assert.equal(Object.fromEntries(readPixFields(f.get('26')!)!), {
    '00': 'br.gov.bcb.pix',
    '01': 'pix@aurora.example',
  });
  assert.is(f.get('52'), '0000');
  assert.is(f.get('53'), '986', 'reais');
  assert.is(f.get('54'), '123.45');
  assert.is(f.get('58'), 'BR');
  assert.is(f.get('59'), 'AURORA PAGAMENTOS LTDA');
  assert.is(f.get('60'), 'SAO PAULO', 'no accents: bank apps differ on UTF-8');
  assert.equal(Object.fromEntries(readPixFields(f.get('62')!)!), { '05': 'AUR000000042' });
  assert.ok(pixCrcValid(code));
  assert.is(
    code,
    pixCode({
      key: 'pix@aurora.example',
      merchantName: 'Aurora Pagamentos Ltda',
      merchantCity: 'São Paulo',
      amountCents: 12_345,
      txid: 'AUR000000042',
    }),
    'deterministic',
  );
});

test('SPEC §7 deposit PIX code: amounts keep two decimals; long names are cut to the field sizes', () => {
  const f = readPixFields(
    pixCode({ key: 'k', merchantName: 'A'.repeat(40), merchantCity: 'B'.repeat(30), amountCents: 1000, txid: 'T1' }),
  )!;
  assert.is(f.get('54'), '10.00');
  assert.is(f.get('59')!.length, 25);
  assert.is(f.get('60')!.length, 15);
  assert.is(
    readPixFields(pixCode({ key: 'k', merchantName: 'x', merchantCity: 'y', amountCents: 5, txid: 'T' }))!.get('54'),
    '0.05',
  );
});

test('SPEC §7 deposit PIX code: refuses what a bank app would refuse', () => {
  const ok = { key: 'k', merchantName: 'x', merchantCity: 'y', amountCents: 100, txid: 'T' };
  assert.throws(() => pixCode({ ...ok, txid: 'has space' }));
  assert.throws(() => pixCode({ ...ok, txid: 'X'.repeat(26) }));
  assert.throws(() => pixCode({ ...ok, amountCents: 0 }));
  assert.throws(() => pixCode({ ...ok, key: '' }));
  assert.is(readPixFields('0002'), null, 'a length past the end');
});

test.run();
