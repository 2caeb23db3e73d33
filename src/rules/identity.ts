// Who a player is and who runs the site, by Brazil's numbers (Lei 14.790/2023, SPA/MF ordinances):
// the CPF (a person's tax number) and the CNPJ (a company's), by their check digits; the birth date
// typed as Brazilians write it (DD/MM/AAAA); the age on a given day; and the registration's identity
// fields. Shared by the register page, the reference server (which refuses what these refuse) and
// the start-up check of the operator's CNPJ. Each check answers a dictionary key or null.
import type { OperatorDisclosure } from '../api/types';
import type { MessageKey } from './validation';

const digits = (v: string) => v.replace(/\D/g, '');

// Kept over @fnando/cpf: the same bytes for a rule unchanged since the CPF exists (docs/architecture.md).
/** A CPF's two check digits (mod 11 over weights 10..2, then 11..2); all-equal digits are never valid. */
export function isCpf(v: string): boolean {
  const d = digits(v);
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** "000.000.000-00" or "00000000000" as typed (spaces around ignored): the shapes a CPF is written in. */
const CPF_SHAPE = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;

/** The CPF's 11 digits when it is one (in either written shape), else null. */
export function cpfDigits(v: string): string | null {
  const s = v.trim();
  return CPF_SHAPE.test(s) && isCpf(s) ? digits(s) : null;
}

/** "52998224725" → "529.982.247-25"; anything but 11 digits as given. */
export function formatCpf(v: string): string {
  const d = digits(v);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : v;
}

/** A CNPJ's two check digits (mod 11 over weights 5..2,9..2 then 6..2,9..2); all-equal digits are never valid. */
export function isCnpj(v: string): boolean {
  const d = digits(v);
  if (!/^\d{14}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (((len - 1 - i) % 8) + 2);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return check(12) === Number(d[12]) && check(13) === Number(d[13]);
}

/** "11222333000181" → "11.222.333/0001-81"; null when it is not a valid CNPJ. */
export function formatCnpj(v: string): string | null {
  if (!/^[\d./\s-]+$/.test(v) || !isCnpj(v)) return null;
  const d = digits(v);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

/** The earliest birth year taken: anything before is a typing slip, not a player. */
export const EARLIEST_BIRTH_YEAR = 1900;

/**
 * A birth date as typed, "DD/MM/AAAA" (also with "-" or "." between, or none: "DDMMAAAA") or ISO "AAAA-MM-DD", as ISO
 * "AAAA-MM-DD"; null for a day that does not exist (31/02), a year before 1900 or a shape it is not.
 */
export function parseBirthDate(v: string): string | null {
  const s = v.trim();
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  // Eight digits alone ("15031990"): a phone's number pad may have no "/".
  const packed = /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  const dmy = br ?? packed;
  const [y, m, d] = dmy
    ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (y < EARLIEST_BIRTH_YEAR || m < 1 || m > 12 || d < 1) return null;
  // The day after the month's last is day 0 of the next month: Date.UTC says how many it has.
  if (d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Whole years from an ISO birth date to an ISO day: a birthday counts from its own day. */
export function ageOn(birthIso: string, dayIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [y, m, d] = dayIso.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Today in the site's country (Brasília, UTC−3, no daylight saving since 2019), as ISO "AAAA-MM-DD". */
export const brazilToday = (now: number): string => new Date(now - 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * SPEC §5/§8: an impossible or future date is "Please enter the correct date of birth"
 * (validation.birthDate); a real one under `minAge` on `todayIso` is validation.underAge.
 */
export function checkBirthDate(v: string, todayIso: string, minAge: number): MessageKey | null {
  const iso = parseBirthDate(v);
  if (iso === null || iso > todayIso) return 'validation.birthDate';
  return ageOn(iso, todayIso) >= minAge ? null : 'validation.underAge';
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const NO_MARKUP = /^[^<>\u0000-\u001F\u007F]+$/;
/** Full name: a first name and a surname at least, letters (accents too), spaces, . ' -; 5 to 100 characters. */
const FULL_NAME = /^\p{L}[\p{L}\p{M}.'-]*(\s+[\p{L}\p{M}.'-]+)+$/u;
export const IDENTITY_LIMITS = { fullName: 100, address: 200, birthDate: 10, cpf: 14 } as const;

/** The identity fields a profile with identity by CPF asks at registration, in the form's order. */
export const IDENTITY_FIELDS = ['cpf', 'fullName', 'birthDate', 'address'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** One identity field's check; every identity field is required. */
export function checkIdentityField(
  field: IdentityField,
  value: string | undefined,
  todayIso: string,
  minAge: number,
): MessageKey | null {
  const v = (value ?? '').trim();
  if (v === '') return 'validation.required';
  switch (field) {
    case 'cpf':
      return cpfDigits(v) ? null : 'validation.cpf';
    case 'fullName':
      return v.length >= 5 && v.length <= IDENTITY_LIMITS.fullName && FULL_NAME.test(v) ? null : 'validation.fullName';
    case 'birthDate':
      return checkBirthDate(v, todayIso, minAge);
    case 'address':
      return v.length >= 5 && v.length <= IDENTITY_LIMITS.address && NO_MARKUP.test(v) ? null : 'validation.address';
  }
}

/** What is stored of a checked identity: the CPF's digits, the name with single spaces, the ISO date. */
export function identityRecord(values: Partial<Record<IdentityField, string>>): {
  cpf: string;
  fullName: string;
  birthDate: string;
  address: string;
} {
  return {
    cpf: cpfDigits(values.cpf ?? '') ?? '',
    fullName: (values.fullName ?? '').trim().replace(/\s+/g, ' '),
    birthDate: parseBirthDate(values.birthDate ?? '') ?? '',
    address: (values.address ?? '').trim(),
  };
}

/** The operator keys a profile with operatorDisclosure needs under the site config's "operator". */
export const OPERATOR_KEYS = ['legalName', 'cnpj', 'authorisation', 'helpLine'] as const;
export type OperatorKey = (typeof OPERATOR_KEYS)[number];

/**
 * The operator's details from the site config's "operator" object: each key trimmed, the CNPJ
 * formatted when its check digits hold. `problems` names each key that is missing, and a CNPJ
 * whose check digits fail; `shown` holds the valid ones only.
 */
export function operatorDetails(raw: unknown): {
  shown: Partial<OperatorDisclosure>;
  problems: Array<{ key: OperatorKey; missing: boolean }>;
} {
  const o = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const shown: Partial<OperatorDisclosure> = {};
  const problems: Array<{ key: OperatorKey; missing: boolean }> = [];
  for (const key of OPERATOR_KEYS) {
    const v = typeof o[key] === 'string' ? (o[key] as string).trim() : '';
    if (v === '') problems.push({ key, missing: true });
    else if (key !== 'cnpj') shown[key] = v;
    else {
      const cnpj = formatCnpj(v);
      if (cnpj) shown.cnpj = cnpj;
      else problems.push({ key, missing: false });
    }
  }
  return { shown, problems };
}
