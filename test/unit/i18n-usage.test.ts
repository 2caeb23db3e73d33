// Dictionary checks that fail the build: no key unused anywhere in src/, no text
// hard-coded in a view, UR complete for every key with EN's placeholders (a key that still
// lacks UR would show EN text, never a raw key), and every SPEC §8 message present.
// Remove a key that is reported unused with `node scripts/i18n-merge.mjs --remove <key>`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setDictionary, t } from '../../src/state/i18n.ts';
import { sourceFiles } from '../setup/source-files.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const load = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, 'i18n', `${lang}.json`), 'utf8')) as Record<string, string>;
const pt = load('pt');
const en = load('en');
const ur = load('ur');

const files = sourceFiles(join(ROOT, 'src')).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));
const source = files.map((f) => f.text).join('\n');

// Keys built at run time, so they never appear whole in src/. Each entry names the code
// that builds it (`evidence` must still be in src/, or the entry is stale and fails).
const DYNAMIC_PREFIXES: readonly { prefix: string; evidence: string }[] = [
  { prefix: 'server.', evidence: '`server.${code}`' }, // api/client.ts: every platform error code, including ones only a real platform sends
  { prefix: 'auth.field.', evidence: '`auth.field.${name}`' }, // register fields switched on by the site config
  { prefix: 'category.', evidence: '`category.${' }, // game categories from the catalogue
  { prefix: 'classify.', evidence: '`classify.${code}`' }, // games/labels.ts
  { prefix: 'record.status.', evidence: '`record.status.${' }, // game record order states
  { prefix: 'record.poker.hand.', evidence: '`record.poker.hand.${' }, // video poker hand ranks (rules/video-poker.ts)
  { prefix: 'feedback.', evidence: '`feedback.${' }, // feedback question types
  { prefix: 'message.', evidence: '`message.${row.id}`' }, // message-centre rows
  { prefix: 'promo.state.', evidence: '`promo.state.${status.label}`' }, // rules/promotion-state.ts labels
  { prefix: 'status.', evidence: '`status.${kind}.title`' }, // system status pages
  { prefix: 'contract.', evidence: '`${p.titleKey}.body`' }, // contract prompts: title key + '.body'
  { prefix: 'download.', evidence: '`download.${o}`' }, // download options
  { prefix: 'footer.', evidence: '`footer.${id}`' }, // footer menu entries
  { prefix: 'sideMenu.', evidence: '`sideMenu.${e.id}`' }, // side menu entries
  { prefix: 'social.', evidence: '`social.${l.type}`' }, // social links from the site config
  { prefix: 'wallet.kind.', evidence: '`wallet.kind.${' }, // ledger kinds named in the transactions
  { prefix: 'wallet.howToPay.', evidence: '`wallet.howToPay.${' }, // payment method kinds
  { prefix: 'wallet.order.title.', evidence: '`wallet.order.title.${' }, // deposit order states
  { prefix: 'payout.keyType.', evidence: '`payout.keyType.${' }, // PIX key types (rules/payout.ts)
  { prefix: 'payout.keyHint.', evidence: '`payout.keyHint.${' }, // PIX key types
  { prefix: 'payout.accountType.', evidence: '`payout.accountType.${' }, // bank account types
  { prefix: 'payout.kind.', evidence: "t('payout.kind.PIX')" }, // written whole in destinations.tsx
  { prefix: 'wallet.status.', evidence: '`wallet.status.${' }, // deposit / withdrawal states
  { prefix: 'wallet.code.', evidence: '`wallet.code.${' }, // transaction codes
  { prefix: 'member.headIcon.', evidence: '`member.headIcon.${' }, // built-in head icons (rules/member-settings.ts)
  { prefix: 'member.question.', evidence: '`member.question.${' }, // security questions (rules/member-settings.ts)
  { prefix: 'vip.benefit.', evidence: '<li key={b}>{t(b)}</li>' }, // names come from server/site-config.json
  { prefix: 'responsible.period.', evidence: '`responsible.period.${' }, // deposit-limit windows (rules/responsible.ts)
  { prefix: 'responsible.used.', evidence: '`responsible.used.${' }, // what each window counts
  { prefix: 'responsible.exclusion.period.', evidence: '`responsible.exclusion.period.${' }, // pause lengths
  { prefix: 'responsible.loss.period.', evidence: '`responsible.loss.period.${' }, // loss-limit periods (rules/play-limits.ts)
  { prefix: 'responsible.loss.used', evidence: '`responsible.loss.used' }, // a period's loss, with or without its limit
  { prefix: 'responsible.time.kind.', evidence: '`responsible.time.kind.${' }, // session and day time limits
  { prefix: 'responsible.time.used', evidence: '`responsible.time.used' }, // minutes used, with or without the limit
  { prefix: 'responsible.pause.', evidence: '`responsible.pause.${' }, // the pause a time limit begins
  { prefix: 'responsible.alert.', evidence: '`responsible.alert.${' }, // a time limit's alert
  { prefix: 'wagering.closed.', evidence: '`wagering.closed.${r.state}`' }, // what became of a closed requirement (rules/wagering.ts)
  { prefix: 'wagering.family.', evidence: '`wagering.family.${f}`' }, // game families a requirement weighs (rules/wagering.ts)
];

// The areas UR must translate (CONTRIBUTING): shell, home, games, login and register, by
// key namespace; the SERVER_CODES are the errors login and registration can answer.
const UR_NAMESPACES = [
  'auth',
  'validation',
  'badge',
  'balance',
  'banner',
  'brand',
  'category',
  'chat',
  'classify',
  'common',
  'contract',
  'download',
  'error',
  'fav',
  'filter',
  'footer',
  'game',
  'games',
  'header',
  'home',
  'install',
  'jackpot',
  'language',
  'logout',
  'lottery',
  'motion',
  'notice',
  'popup',
  'ranking',
  'record',
  'row',
  'search',
  'shortcut',
  'sideMenu',
  'social',
  'status',
  'theme',
  'title',
  'toast',
  'trial',
  'winners',
];
const UR_SERVER_CODES = [
  'LOGIN_FAILED',
  'ACCOUNT_LOCKED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'USER_EXISTS',
  'MOBILE_EXISTS',
  'AFFILIATE_INVALID',
  'SMS_CODE_INVALID',
  'SMS_TOO_SOON',
  'SMS_FAILED',
  'RATE_LIMITED',
  'REGISTRATION_CLOSED',
  'INVALID_FIELD',
  'EMAIL_FORMAT',
  'NICKNAME_FORMAT',
  'PAYEE_NAME_FORMAT',
  'NON_AGENT',
  'NON_MEMBER',
  'USER_NOT_FOUND',
  'FREE_REJECT',
  'NOT_LOGGED_IN',
  'SERVER_ERROR',
  'GAME_NOT_FOUND',
];

const quoted = (k: string) => [`'${k}'`, `"${k}"`, `\`${k}\``];

test('i18n: the dynamic-prefix allow-list is current (each prefix is still built in src/)', () => {
  const stale = DYNAMIC_PREFIXES.filter((d) => !source.includes(d.evidence)).map((d) => d.prefix);
  assert.equal(stale, []);
  const empty = DYNAMIC_PREFIXES.filter((d) => !Object.keys(en).some((k) => k.startsWith(d.prefix))).map(
    (d) => d.prefix,
  );
  assert.equal(empty, [], 'a prefix that names no key');
});

test('i18n: every dictionary key is used in src/ (literally or through a listed dynamic prefix)', () => {
  // A plural form (games.count.one) is used when its key is named whole: tn('games.count', n).
  const named = (k: string) => quoted(k).some((q) => source.includes(q));
  const unused = Object.keys(en).filter(
    (k) =>
      !DYNAMIC_PREFIXES.some((d) => k.startsWith(d.prefix)) &&
      !named(k) &&
      !(/\.(one|other)$/.test(k) && named(k.replace(/\.(one|other)$/, ''))),
  );
  assert.equal(unused, [], 'unused keys: remove them with node scripts/i18n-merge.mjs --remove <key…>');
});

test('i18n: the unused-key check catches a key no code names', () => {
  const probe = 'home.neverUsedAnywhere';
  assert.not.ok(
    DYNAMIC_PREFIXES.some((d) => probe.startsWith(d.prefix)) || quoted(probe).some((q) => source.includes(q)),
  );
});

test('i18n: UR translates every key of the shell, home, games, login and register', () => {
  const need = Object.keys(en).filter(
    (k) => UR_NAMESPACES.includes(k.split('.')[0]!) || UR_SERVER_CODES.some((c) => k === `server.${c}`),
  );
  assert.equal(
    need.filter((k) => !(k in ur)),
    [],
  );
  assert.ok(need.length > 300, `only ${need.length} keys counted; the namespace list lost its meaning`);
});

test('SPEC §1 "Interface languages: PT (default) and EN ... UR": every EN key has a UR value with the same {placeholders}', () => {
  const params = (v: string) => [...new Set([...v.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort().join(', ');
  const missing = Object.keys(en).filter((k) => typeof ur[k] !== 'string' || ur[k]!.trim() === '');
  assert.equal(missing, [], 'keys without Urdu: add them to ur.json with node scripts/i18n-merge.mjs');
  const differ = Object.keys(en)
    .filter((k) => k in ur && params(ur[k]!) !== params(en[k]!))
    .map((k) => `${k}: EN {${params(en[k]!)}} UR {${params(ur[k]!)}}`);
  assert.equal(differ, []);
});

test('i18n: every key named in the shell (src/ui, app, routes) and the home, games, login/register and status pages is in UR', () => {
  const UR_FILES = /^src\/(ui\/|app\.tsx$|routes\.ts$|pages\/(home|games|auth|system)\/)/;
  const named = files
    .filter((f) => UR_FILES.test(f.path.split('\\').join('/')))
    .flatMap((f) =>
      [...f.text.matchAll(/['"`]([a-zA-Z]+\.[A-Za-z0-9_.]*[A-Za-z0-9_])['"`]/g)].map((m) => ({
        key: m[1]!,
        where: f.path,
      })),
    )
    .filter((u) => u.key in en);
  assert.ok(named.length > 200, `only ${named.length} keys found in those files`);
  assert.equal([...new Set(named.filter((u) => !(u.key in ur)).map((u) => `${u.key} (${u.where})`))], []);
});

test('i18n: the UR server codes of login and register are all in EN and PT', () => {
  assert.equal(
    UR_SERVER_CODES.filter((c) => !(`server.${c}` in en) || !(`server.${c}` in pt)),
    [],
  );
});

test('i18n: in UR every key shows UR or else EN text, never the raw key', () => {
  setDictionary('ur', ur, en);
  try {
    const raw = Object.keys(en).filter((k) => t(k) === k || t(k).trim() === '');
    assert.equal(raw, []);
    assert.is(t('common.retry'), ur['common.retry']);
    // UR is complete, so the fallback is checked on a UR dictionary that lacks one key.
    const untranslated = 'wallet.transactions';
    const partial = Object.fromEntries(Object.entries(ur).filter(([k]) => k !== untranslated));
    setDictionary('ur', partial, en);
    assert.is(t(untranslated), `\u2068${en[untranslated]}\u2069`, 'an EN-only key falls back to its EN text, isolated');
  } finally {
    setDictionary('pt', {});
  }
});

// SPEC §8 "Message dictionary entries" and the messages of its table, as EN shows them.
const SPEC8 = [
  'Unknown error',
  'System upgrading, please try again later',
  'You are not logged in, please login first',
  'The account has been logged out, please log in again',
  'Sorry, this account does not have permission or the feature is temporarily unavailable',
  'Sorry, the user does not exist or is disabled',
  'Sorry, the username already exists',
  'Confirmation password not matched',
  'Verification code error',
  'Invalid invitation code',
  'Referrer link error',
  'The requested url is empty',
  'Access restricted',
  'Platform under maintenance',
  'Please enter a valid mobile number',
  'Please enter the correct date of birth',
  'Non-agents cannot log in',
  'Non-member account unable to login',
  'invitation code error',
  'Please use Safari to download the app',
  'SMS sent',
  'registered successfully',
  'please wait',
  'Change saved',
  'please log in',
  'Please login an actual account to use this function',
];

test('SPEC §8 messages: every message of the catalogue is an EN text, with PT beside it', () => {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const keyOf = (msg: string) => Object.keys(en).find((k) => norm(en[k]!).includes(norm(msg)));
  assert.equal(
    SPEC8.filter((m) => !keyOf(m)),
    [],
    'missing in en.json',
  );
  assert.equal(
    SPEC8.map(keyOf).filter((k) => !(k! in pt)),
    [],
    'missing in pt.json',
  );
});

test.run();
