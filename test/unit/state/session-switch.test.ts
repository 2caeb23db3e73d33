// A new session starts clean (free play → registration, a login after another): the member's
// info is asked with the new token at once (it used to go out with the old one, or none, and
// fail with 401 for good), nothing of the last session stays on screen meanwhile, and a
// nickname saved in the settings shows wherever member info does (the side menu).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startSessionData } from '../../../src/state/account.ts';
import { saveProfile } from '../../../src/state/member/profile.ts';
import { member, session, setSession, wallet } from '../../../src/state/session.ts';
import { installFetch, ok } from '../../setup/fake-fetch.ts';

const TRIAL = {
  token: 'trial-token',
  merchantCode: 'AURORA_TRIAL',
  userName: 'trial57565457',
  type: 4,
  firstTimeLogin: false,
};
const NEW = { token: 'new-token', merchantCode: 'AURORA', userName: 'ana2025', type: 0, firstTimeLogin: false };
const info = (userName: string, type: number) => ({
  id: 1,
  type,
  nickname: '',
  account: userName,
  userName,
  clubLabel: null,
  wallet: { sumBalance: 0 },
});
const flush = () => new Promise((r) => setTimeout(r, 0));

test('a registration from free play: member info goes out with the new token and the trial is gone at once', async () => {
  setSession(TRIAL);
  member.value = info(TRIAL.userName, 4);
  wallet.value = { sumBalance: 99_985, currencySymbol: 'R$' };
  const f = installFetch((c) =>
    ok(c.url.includes('/member/info') ? info(NEW.userName, 0) : { sumBalance: 0, currencySymbol: 'R$' }),
  );
  const stop = startSessionData();
  try {
    await flush();
    f.calls.length = 0;
    setSession(NEW);
    assert.is(member.value, null, 'no trial name left on screen');
    assert.is(wallet.value, null, 'no trial balance left on screen');
    await flush();
    const infoCall = f.calls.find((c) => c.url.includes('/wps/member/info'))!;
    assert.is(infoCall.headers.authorization, 'Bearer new-token');
    await flush();
    assert.is(member.value?.userName, 'ana2025');
  } finally {
    stop();
    f.restore();
    setSession(null);
  }
});

test('the same session again (a password change) keeps the member info on screen', () => {
  setSession(NEW);
  member.value = info(NEW.userName, 0);
  setSession({ ...NEW, firstTimeLogin: false });
  assert.is(member.value?.userName, 'ana2025');
  setSession(null);
  assert.is(member.value, null);
  assert.is(session.value, null);
});

test('a nickname saved in the settings shows at once where member info is shown', async () => {
  setSession(NEW);
  member.value = info(NEW.userName, 0);
  const saved = {
    nickname: 'Aninha',
    account: 'ana2025',
    email: '',
    payeeName: '',
    hasPaymentPassword: false,
    vipLabel: '',
    headIcon: '',
    securityQuestion: '',
  };
  const f = installFetch(() => ok(saved));
  try {
    await saveProfile({ nickname: 'Aninha' });
    assert.is(member.value?.nickname, 'Aninha');
  } finally {
    f.restore();
    setSession(null);
  }
});

test.run();
