// SPEC §6/§8 separate login types: agents and members log in separately. The member login (this
// site's) refuses an agent-only account with 'Non-member account unable to login'; the agent
// login refuses an account that is no agent with 'Non-agents cannot log in'. Either answer comes
// only after the right password, so a stranger learns nothing about an account's kind.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemberWithPassword, withAccounts } from '../setup/accounts.ts';

const AGENT_ONLY = { logins: { agentOnlyTypes: [40] } };

test("SPEC §6/§8 member login: an agent-only account gets 403 NON_MEMBER 'Non-member account unable to login'; players and other agents log in", () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'backoffice40', password: 'pass1234', type: 40 });
    await createMemberWithPassword(s.db!, { userName: 'agent1', password: 'pass1234', type: 1 });
    await createMemberWithPassword(s.db!, { userName: 'player0', password: 'pass1234', type: 0 });
    const r = await api.login({ username: 'backoffice40', password: 'pass1234' });
    assert.equal([r.status, r.code, r.message], [403, 'NON_MEMBER', 'Non-member account unable to login']);
    assert.not.ok(r.value?.token, 'no session is opened');
    const wrong = await api.login({ username: 'backoffice40', password: 'wrong999' });
    assert.is(wrong.code, 'LOGIN_FAILED', 'a wrong password says nothing about the kind of account');
    for (const userName of ['agent1', 'player0'])
      assert.is((await api.login({ username: userName, password: 'pass1234' })).status, 200, userName);
    const asAgent = await api.login({ username: 'backoffice40', password: 'pass1234', loginType: 'agent' });
    assert.is(asAgent.status, 200, 'the agent login admits it');
    assert.is(asAgent.value.type, 40);
  }, AGENT_ONLY));

test("SPEC §6/§8 agent login: a player (0) gets 403 NON_AGENT 'Non-agents cannot log in'; an agent (1) logs in", () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'player0', password: 'pass1234', type: 0 });
    await createMemberWithPassword(s.db!, { userName: 'agent1', password: 'pass1234', type: 1 });
    const r = await api.login({ username: 'player0', password: 'pass1234', loginType: 'agent' });
    assert.equal([r.status, r.code, r.message], [403, 'NON_AGENT', 'Non-agents cannot log in']);
    const wrong = await api.login({ username: 'player0', password: 'wrong999', loginType: 'agent' });
    assert.is(wrong.code, 'LOGIN_FAILED');
    const ok = await api.login({ username: 'agent1', password: 'pass1234', loginType: 'agent' });
    assert.equal([ok.status, ok.value.type], [200, 1]);
    const odd = await api.login({ username: 'agent1', password: 'pass1234', loginType: 'operator' });
    assert.equal([odd.status, odd.code], [400, 'BAD_BODY']);
  }));

test('SPEC §6 by default (no agent-only types) every account may use the member login', () =>
  withAccounts(async (s, api) => {
    await createMemberWithPassword(s.db!, { userName: 'type40', password: 'pass1234', type: 40 });
    assert.is((await api.login({ username: 'type40', password: 'pass1234' })).status, 200);
  }));

test.run();
