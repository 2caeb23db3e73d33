// Password age (SPEC §2.1 /m/changePsw "first login or expired password"): with
// accountSecurity.passwordMaxAgeDays set, a login with an older password succeeds but says
// the password must change; changing it clears that; 0 (the default) never expires.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemberWithPassword, withAccounts } from '../setup/accounts.ts';

const DAY = 86_400_000;
const MAX_AGE = { accountSecurity: { passwordMaxAgeDays: 90 } };
const setAt = (s: { db?: import('../../server/db/open.ts').Db | null }, id: number, daysAgo: number) =>
  s
    .db!.prepare('UPDATE members SET password_changed_at = ? WHERE id = ?')
    .run(new Date(Date.now() - daysAgo * DAY).toISOString(), id);

test('SPEC §2.1 expired password: a login with a password older than passwordMaxAgeDays answers passwordExpired', () =>
  withAccounts(async (s, api) => {
    const m = await createMemberWithPassword(s.db!, { userName: 'velha90', password: 'pass1234' });
    setAt(s, m.id, 89);
    const young = await api.login({ username: 'velha90', password: 'pass1234' });
    assert.equal([young.status, young.value.passwordExpired ?? false], [200, false]);
    setAt(s, m.id, 91);
    const old = await api.login({ username: 'velha90', password: 'pass1234' });
    assert.equal([old.status, old.value.passwordExpired], [200, true]);
    const change = await api.call(
      'POST',
      '/wps/member/password',
      { oldPassword: 'pass1234', newPassword: 'nova5678', confirmNewPassword: 'nova5678' },
      api.auth(old.value.token),
    );
    assert.ok(change.success, change.message);
    const fresh = await api.login({ username: 'velha90', password: 'nova5678' });
    assert.equal(fresh.value.passwordExpired ?? false, false, 'a changed password starts its age again');
  }, MAX_AGE));

test('SPEC §2.1 expired password: an account never changed counts from its creation', () =>
  withAccounts(async (s, api) => {
    const m = await createMemberWithPassword(s.db!, { userName: 'nunca1', password: 'pass1234' });
    s.db!.prepare('UPDATE members SET created_at = ?, password_changed_at = NULL WHERE id = ?').run(
      new Date(Date.now() - 120 * DAY).toISOString(),
      m.id,
    );
    assert.is((await api.login({ username: 'nunca1', password: 'pass1234' })).value.passwordExpired, true);
  }, MAX_AGE));

test('SPEC §2.1 expired password: passwordMaxAgeDays 0 (the default) never expires a password', () =>
  withAccounts(async (s, api) => {
    const m = await createMemberWithPassword(s.db!, { userName: 'eterna1', password: 'pass1234' });
    setAt(s, m.id, 3650);
    const r = await api.login({ username: 'eterna1', password: 'pass1234' });
    assert.equal([r.status, r.value.passwordExpired ?? false], [200, false]);
  }));

test('SPEC §7 the e-mail given at sign-up shows in the profile, and survives a first settings change', () =>
  withAccounts(async (_s, api) => {
    const r = await api.register({
      username: 'emailok1',
      password: 'secret12',
      confirmPassword: 'secret12',
      email: 'ana@site.test',
    });
    const auth = api.auth(r.value.token);
    const profile = await api.call('GET', '/wps/member/profile', undefined, auth);
    assert.is(profile.value.email, 'ana@site.test');
    await api.call('POST', '/wps/member/headIcon', { icon: 'star' }, auth);
    const after = await api.call('GET', '/wps/member/profile', undefined, auth);
    assert.equal([after.value.email, after.value.headIcon], ['ana@site.test', 'star']);
  }));

test.run();
