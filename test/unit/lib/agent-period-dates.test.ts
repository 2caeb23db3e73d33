// Agent salary and dividend periods (SPEC §7 Agent) show their dates in the player's language,
// not as raw ISO text, and a day period keeps its UTC calendar day in any time zone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { periodText } from '../../../src/pages/agent/labels.ts';
import { setDictionary } from '../../../src/state/i18n.ts';

const tz = process.env.TZ;
test.after.each(() => {
  if (tz === undefined) delete process.env.TZ;
  else process.env.TZ = tz;
});

test('SPEC §7 agent: a period date follows the language (day/month/year), never yyyy-mm-dd', () => {
  for (const lang of ['pt', 'en', 'ur'] as const) {
    setDictionary(lang, {});
    assert.is(periodText('2026-03-02T00:00:00.000Z'), '02/03/2026', lang);
  }
});

test('SPEC §7 agent: a day, week or month period shows its UTC day even west of UTC', () => {
  process.env.TZ = 'America/Sao_Paulo';
  setDictionary('pt', {});
  assert.is(periodText('2026-03-02T00:00:00.000Z'), '02/03/2026', 'not the evening before in Brasília');
  assert.is(periodText('2026-03-01T00:00:00.000Z'), '01/03/2026');
});

test('SPEC §7 agent: an hourly period shows the date with the hour, in the language', () => {
  process.env.TZ = 'UTC';
  setDictionary('pt', {});
  assert.is(periodText('2026-03-02T14:00:00.000Z', true), '02/03/2026, 14:00');
  setDictionary('ur', {});
  assert.match(
    periodText('2026-03-02T14:00:00.000Z', true),
    /^02\/03\/2026، 02:00 PM$/,
    'UR: Arabic comma, 12-hour clock',
  );
});

test('SPEC §7 agent: an unreadable period date shows nothing rather than "Invalid Date"', () => {
  setDictionary('en', {});
  assert.is(periodText('garbage'), '');
});

test.run();
