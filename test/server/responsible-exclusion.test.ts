// Self-exclusion and the reality check over real HTTP (responsible gaming, SPEC §8 envelope):
// excluding ends every session at once, a login (password or SMS code) during the exclusion
// is refused with SELF_EXCLUDED and when it ends, a timed one ends, a permanent one stays.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type AccountsApi, createMemberWithPassword, withAccounts } from '../setup/accounts.ts';
import { createSession } from '../../server/db/members.ts';
import { credit } from '../../server/db/accounts.ts';

const DAY = 86_400_000;
const exclude = (api: AccountsApi, token: string, period: string) =>
  api.call('POST', '/wps/member/responsible/exclude', { period }, api.auth(token));

test('responsible gaming: excluding for 24 h ends every session of the member and refuses logins with the end time', () =>
  withAccounts(async (s, api) => {
    const m = await createMemberWithPassword(s.db!, { userName: 'pausa24', password: 'pass1234' });
    const phone = (await api.login({ username: 'pausa24', password: 'pass1234' })).value.token as string;
    const laptop = createSession(s.db!, m.id);
    const before = Date.now();
    const r = await exclude(api, phone, '24h');
    assert.equal([r.status, r.value.period], [200, '24h']);
    const until = Date.parse(r.value.until);
    assert.ok(until >= before + DAY && until <= Date.now() + DAY);
    for (const token of [phone, laptop]) {
      const after = await api.memberInfo(token);
      assert.equal([after.status, after.code], [401, 'NOT_LOGGED_IN'], 'every session has ended');
    }
    const login = await api.login({ username: 'pausa24', password: 'pass1234' });
    assert.equal([login.status, login.success, login.code], [403, false, 'SELF_EXCLUDED']);
    assert.ok(login.message.length > 0);
    assert.is(login.value.until, r.value.until, 'the refusal says when the exclusion ends');
    // A wrong password still answers as any wrong password: the exclusion is not told to strangers.
    const wrong = await api.login({ username: 'pausa24', password: 'wrong999' });
    assert.is(wrong.code, 'LOGIN_FAILED');
    s.db!.prepare('UPDATE self_exclusions SET until = ? WHERE member_id = ?').run(Date.now() - 1, m.id);
    const back = await api.login({ username: 'pausa24', password: 'pass1234' });
    assert.ok(back.success, 'once the period is over the member may log in again');
  }));

test('responsible gaming: a permanent exclusion stays, for the password and the SMS-code login alike', () =>
  withAccounts(
    async (s, api) => {
      const m = await createMemberWithPassword(s.db!, {
        userName: 'sempre1',
        password: 'pass1234',
        mobileNum: '11988776655',
      });
      const token = createSession(s.db!, m.id);
      const r = await exclude(api, token, 'permanent');
      assert.equal([r.value.period, r.value.until], ['permanent', null]);
      // A year later nothing has changed.
      s.db!.prepare('UPDATE self_exclusions SET created_at = ? WHERE member_id = ?').run(
        new Date(Date.now() - 365 * DAY).toISOString(),
        m.id,
      );
      const login = await api.login({ username: 'sempre1', password: 'pass1234' });
      assert.equal([login.code, login.value.until], ['SELF_EXCLUDED', null]);
      await api.sendCode('11988776655', 'login');
      const code = await api.outboxCode('11988776655');
      const smsLogin = await api.login({
        type: 'sms',
        mobileNum: '11988776655',
        countryDialingCode: '55',
        verificationCode: code,
      });
      assert.equal([smsLogin.status, smsLogin.code], [403, 'SELF_EXCLUDED']);
      const again = await exclude(api, token, '24h');
      assert.is(again.status, 401, 'the old session cannot shorten it');
    },
    { devOutbox: true },
  ));

test('responsible gaming: the exclusion periods are checked; trial accounts and visitors cannot call it', () =>
  withAccounts(async (s, api) => {
    const m = await createMemberWithPassword(s.db!, { password: 'pass1234' });
    const trial = await createMemberWithPassword(s.db!, { password: 'pass1234', type: 4 });
    const bad = await exclude(api, createSession(s.db!, m.id), '1y');
    assert.equal([bad.status, bad.code], [400, 'BAD_BODY']);
    assert.is((await exclude(api, createSession(s.db!, trial.id), '24h')).code, 'FREE_REJECT');
    assert.is((await api.call('POST', '/wps/member/responsible/exclude', { period: '24h' })).status, 401);
  }));

test('responsible gaming: the reality-check interval is kept; the summary counts this session’s game results', () =>
  withAccounts(async (s, api) => {
    const m = await createMemberWithPassword(s.db!, { password: 'pass1234' });
    const token = createSession(s.db!, m.id);
    const auth = api.auth(token);
    assert.is((await api.call('POST', '/wps/member/responsible/reality', { minutes: 30 }, auth)).status, 200);
    assert.is((await api.call('POST', '/wps/member/responsible/reality', { minutes: 7 }, auth)).status, 400);
    const set = await api.call('GET', '/wps/member/responsible', undefined, auth);
    assert.is(set.value.realityCheckMinutes, 30);
    const started = Date.parse(set.value.sessionStartedAt);
    assert.ok(Math.abs(started - Date.now()) < 60_000, 'the session began now');
    // A bet placed before this session does not count; this session's do, deposits do not.
    credit(s.db!, m.id, 'game_bet', -900, 'order:0', started - DAY);
    credit(s.db!, m.id, 'deposit', 10_000, 'deposit:1');
    credit(s.db!, m.id, 'game_bet', -500, 'order:1');
    credit(s.db!, m.id, 'game_win', 200, 'order:1');
    const summary = await api.call('GET', '/wps/member/responsible/session', undefined, auth);
    assert.equal([summary.value.netCents, summary.value.sessionStartedAt], [-300, set.value.sessionStartedAt]);
  }));

test.run();
