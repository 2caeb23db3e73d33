// SPEC §8 session expiry: several calls answered 401 at the same time end the session
// once and show one message; refusals that are not 401 never end it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { endpoints } from '../../../src/api/calls/index.ts';
import { call } from '../../../src/api/client.ts';
import { onSessionExpired, session, setSession } from '../../../src/state/session.ts';
import { toasts } from '../../../src/state/toasts.ts';
import { fail, installFetch } from '../../setup/fake-fetch.ts';

const SESSION = { token: 'tok', merchantCode: 'AURORA', userName: 'maria1', type: 0, firstTimeLogin: false };

test('SPEC §8 three simultaneous 401s clear the session once and show one message', async () => {
  let notified = 0;
  onSessionExpired(() => {
    notified++;
    toasts.value = [...toasts.value, { id: notified, kind: 'info', text: 'logged out', durationMs: 2000 }];
  });
  toasts.value = [];
  setSession(SESSION);
  assert.ok(localStorage.getItem('MC_SESSION_INFO'));
  const f = installFetch(() => fail('NOT_LOGGED_IN', 401));
  try {
    const results = await Promise.allSettled([
      call(endpoints.memberInfo, {}),
      call(endpoints.wallet, {}),
      call(endpoints.unreadCounts, { withChat: false }),
    ]);
    assert.equal(
      results.map((r) => r.status),
      ['rejected', 'rejected', 'rejected'],
    );
    assert.is(f.calls.length, 3);
    assert.ok(f.calls.every((c) => c.headers.authorization === 'Bearer tok'));
  } finally {
    f.restore();
  }
  assert.is(session.value, null);
  assert.is(localStorage.getItem('MC_SESSION_INFO'), null);
  assert.is(notified, 1);
  assert.is(toasts.value.length, 1);
});

test('SPEC §8 a refusal that is not 401 (wrong old password, 403) keeps the session', async () => {
  let notified = 0;
  onSessionExpired(() => {
    notified++;
  });
  setSession(SESSION);
  const f = installFetch(() => fail('OLD_PASSWORD_WRONG', 403));
  try {
    await call(endpoints.changePassword, { oldPassword: 'x', newPassword: 'y', confirmNewPassword: 'y' }).catch(
      () => undefined,
    );
  } finally {
    f.restore();
  }
  assert.is(session.value?.token, 'tok');
  assert.is(notified, 0);
  setSession(null);
});

test('SPEC §7 a failed login carries the failure value (captcha flag) to the caller', async () => {
  const f = installFetch(
    () =>
      new Response(
        JSON.stringify({
          success: false,
          value: { captcha: true, attemptsLeft: 3 },
          code: 'LOGIN_FAILED',
          message: 'x',
        }),
        { status: 403 },
      ),
  );
  try {
    const err = await call(endpoints.login, { data: 'x' }, { headers: { Encryption: 'AES-256-CBC' } }).then(
      () => null,
      (e: unknown) => e as { messageKey: string; value: unknown },
    );
    assert.equal([err?.messageKey, err?.value], ['server.LOGIN_FAILED', { captcha: true, attemptsLeft: 3 }]);
    assert.is(f.calls[0]!.headers.encryption, 'AES-256-CBC', 'the protocol header is sent');
  } finally {
    f.restore();
  }
});

test.run();
