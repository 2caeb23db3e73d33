// Leaving a wallet or agent route aborts the calls its page has in flight (client:
// "calls aborted on navigation"), and the page that was left keeps no spinner or error.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ContractPage from '../../../src/pages/agent/contract.tsx';
import Rebate from '../../../src/pages/agent/rebate.tsx';
import Team from '../../../src/pages/agent/team.tsx';
import DepositPage from '../../../src/pages/money/deposit.tsx';
import MemberHomePage from '../../../src/pages/member/member-home.tsx';
import WithdrawPage from '../../../src/pages/money/withdraw.tsx';
import { setDictionary } from '../../../src/state/i18n.ts';
import { profile } from '../../../src/state/member/profile.ts';
import { depositSettings } from '../../../src/state/money/deposit.ts';
import { payoutDestinations, transactionCodes, withdrawSettings } from '../../../src/state/money/withdraw.ts';
import { setSession } from '../../../src/state/session.ts';
import { hang, installFetch, type FakeFetch } from '../../setup/fake-fetch.ts';
import { flush, render, type Rendered } from '../../setup/render.tsx';

let view: Rendered | null = null;
let f: FakeFetch | null = null;
test.before.each(() => {
  setDictionary('en', { 'error.unknown': 'Unknown error' });
  setSession({ token: 'tok', merchantCode: 'M', userName: 'ana', type: 1, firstTimeLogin: false });
  for (const r of [profile, depositSettings, withdrawSettings, payoutDestinations, transactionCodes]) {
    r.data.value = null;
    r.error.value = null;
  }
});
test.after.each(() => {
  view?.unmount();
  view = null;
  f?.restore();
  f = null;
  setSession(null);
});

const PAGES = [
  ['/m/member/home', 'member centre', [profile], () => <MemberHomePage />],
  ['/m/voucherCenter', 'deposit', [depositSettings], () => <DepositPage />],
  ['/m/withdraw', 'withdraw', [withdrawSettings, payoutDestinations], () => <WithdrawPage />],
  ['/m/voucherCenter?tab=records', 'deposit records', [], () => <DepositPage />],
  ['/m/withdraw?tab=records', 'withdrawal records', [], () => <WithdrawPage />],
  ['/m/withdraw?tab=transactions', 'transaction details', [transactionCodes], () => <WithdrawPage />],
  ['/m/agent/team', 'agent team', [], () => <Team />],
  ['/m/agent/rebate', 'agent rebate', [], () => <Rebate />],
  ['/m/member/agent/getSalaryContract', 'agent salary contract', [], () => <ContractPage kind="daily" />],
] as const;

for (const [path, name, resources, page] of PAGES) {
  test(`SPEC §7 client: leaving the ${name} route aborts every call it has in flight and leaves no spinner`, async () => {
    const fk = (f = installFetch(hang));
    const [p, search] = path.split('?');
    const loc = memoryLocation({ path: p!, searchPath: search ?? '', record: true });
    view = await render(
      <Router hook={loc.hook}>
        <Switch>
          <Route path={path.split('?')[0]!}>{page()}</Route>
          <Route>
            <p>home</p>
          </Route>
        </Switch>
      </Router>,
    );
    await flush();
    assert.ok(fk.calls.length > 0, 'the page asked for its data');
    assert.ok(view.container.querySelector('.state-loading'), 'loading while the calls are in flight');
    await act(async () => {
      loc.navigate('/m/home');
    });
    await flush();
    assert.is(view.text(), 'home');
    for (const c of fk.calls) assert.is(c.signal?.aborted, true, `${c.url} was aborted`);
    for (const r of resources) {
      assert.is(r.loading.value, false, 'no spinner state kept');
      assert.is(r.error.value, null, 'an aborted call is not an error to show');
    }
  });
}

test.run();
