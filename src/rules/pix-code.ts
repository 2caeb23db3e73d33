// The PIX "copia e cola" payment code: an EMV merchant-presented QR payload as the Banco
// Central do Brasil's BR Code defines it. The reference server writes one per PIX deposit
// order; a player's bank app reads it from the QR image or the pasted text. Each field is
// ID (2 digits) + length (2 digits) + value; the last one, 63, is a CRC16 of everything
// before it, so a bank app refuses a code with one character changed.
// Kept over pix-utils (83.8 KB brotli and a Buffer polyfill): one fixed payload and a CRC (docs/architecture.md).

/** CRC16-CCITT-FALSE (initial 0xFFFF, polynomial 0x1021, no reflection), 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string): string => {
  // Lengths count characters; the values written here are ASCII (see `ascii`), so bytes agree.
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/**
 * Names and cities go into the code without accents (bank apps differ on UTF-8), upper-case,
 * cut to the field's maximum.
 */
const ascii = (s: string, max: number): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .toUpperCase()
    .slice(0, max);

export interface PixCharge {
  /** The receiver's PIX key (CPF/CNPJ, phone, e-mail or random key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Cents; the code carries it as "123.45". */
  amountCents: number;
  /** The order's transaction id: 1 to 25 letters and digits. */
  txid: string;
}

/** The payment code for one charge; throws on a txid or key a bank app would refuse. */
export function pixCode(c: PixCharge): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(c.txid)) throw new Error('txid must be 1 to 25 letters or digits');
  if (c.key === '' || c.key.length > 77) throw new Error('the PIX key must be 1 to 77 characters');
  if (!Number.isSafeInteger(c.amountCents) || c.amountCents <= 0) throw new Error('amount must be positive cents');
  const amount = `${Math.floor(c.amountCents / 100)}.${String(c.amountCents % 100).padStart(2, '0')}`;
  const body =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', c.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount) +
    field('58', 'BR') +
    field('59', ascii(c.merchantName, 25) || 'RECEBEDOR') +
    field('60', ascii(c.merchantCity, 15) || 'BRASIL') +
    field('62', field('05', c.txid)) +
    '6304';
  return body + crc16(body);
}
