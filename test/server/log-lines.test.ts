// One log line per event: text a client sends (an error report) cannot break a line and
// forge another ("… ADMIN deposit 12 approved"), nor reorder one with bidi controls.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, start } from '../setup/server.ts';

const FORGED = '2026-11-22T10:00:00.000Z ADMIN deposit 12 approved (R$ 5000.00)';

test('a client error report with line breaks, C1 and bidi controls stays one escaped, quoted line', async () => {
  const s = await start();
  try {
    const r = await fetch(`${s.url}/wps/system/clientError`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        route: '/m/home\r\nX',
        where: 'app\u0085\u2028',
        message: `boom\n${FORGED}\n\u202eevil`,
      }),
    });
    assert.is(r.status, 200);
    // The server writes each entry followed by one line break (server/config.ts).
    const lines = s.logs.join('\n').split(/\r\n|\r|\n|\u0085|\u2028|\u2029/);
    assert.not.ok(
      lines.some((l) => l.startsWith(FORGED.slice(0, 10))),
      'no line starts with the forged timestamp',
    );
    assert.not.ok(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
      s.logs.some((l) => /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(l)),
      'no control character reaches the log',
    );
    const entry = s.logs.find((l) => l.startsWith('CLIENT ERROR'))!;
    assert.ok(entry.includes(`message="boom\\n${FORGED}\\n\\u202eevil"`), entry);
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test.run();
