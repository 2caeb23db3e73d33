// SPEC §5 nickname rule on the profile too: the name other members and agents see carries
// no bidi override, zero-width or control character and no markup, as at registration.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiCall, memberWithSession } from '../setup/api.ts';
import { cleanup, start } from '../setup/server.ts';

test('POST /wps/member/profile refuses nicknames the registration rule refuses (400 NICKNAME_FORMAT)', async () => {
  const s = await start();
  try {
    const m = memberWithSession(s.db!);
    const save = (nickname: string) =>
      apiCall(s, 'POST', '/wps/member/profile', { token: m.token, body: { nickname } });
    for (const nickname of [
      'Ana\u202Egnp.exe',
      'Ana\u200BSouza',
      '\u2066Ana\u2069',
      'Ana\u0007',
      'A\u00ADna',
      '<b>Ana</b>',
      'A',
    ]) {
      const r = await save(nickname);
      assert.equal([r.status, r.code], [400, 'NICKNAME_FORMAT'], JSON.stringify(nickname));
    }
    const ok = await save('Ana Souza');
    assert.ok(ok.success, ok.message);
    assert.is((ok.value as { nickname: string }).nickname, 'Ana Souza');
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
});

test.run();
