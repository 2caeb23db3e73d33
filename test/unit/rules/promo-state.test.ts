import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Promotion } from '../../../src/api/types.ts';
import { promotionStatus, REWARD_STATES } from '../../../src/rules/promotion-state.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const p = (o: Partial<Promotion> = {}) => ({
  kind: 'INSTANT' as const,
  startsAt: '2025-01-01T00:00:00Z',
  endsAt: null,
  state: null,
  ...o,
});

test('SPEC §3 promotion states: a member can join an open promotion; a visitor is sent to log in', () => {
  assert.equal(promotionStatus(p(), NOW, true), { label: 'join', action: 'join' });
  assert.equal(promotionStatus(p({ kind: 'REVIEW' }), NOW, true), { label: 'join', action: 'join' });
  assert.equal(promotionStatus(p(), NOW, false), { label: 'join', action: 'login' });
});

test('SPEC §3 promotion states: coming soon before the start, Close after the end', () => {
  assert.equal(promotionStatus(p({ startsAt: '2025-07-01T00:00:00Z' }), NOW, true), {
    label: 'comingSoon',
    action: null,
  });
  assert.equal(promotionStatus(p({ endsAt: '2025-05-01T00:00:00Z' }), NOW, true), { label: 'close', action: null });
  assert.equal(
    promotionStatus(p({ endsAt: '2025-06-01T12:00:00Z' }), NOW, true),
    { label: 'close', action: null },
    'ends exactly now',
  );
});

test('SPEC §3 promotion states: every stored state maps to its label; only Claim acts', () => {
  const cases = [
    ['claimable', 'claim', 'claim'],
    ['claimed', 'claimed', null],
    ['issued', 'issued', null],
    ['rejected', 'rejected', null],
    ['applying', 'applying', null],
    ['process', 'process', null],
    ['joined', 'joined', null],
  ] as const;
  for (const [state, label, action] of cases)
    assert.equal(promotionStatus(p({ state }), NOW, true), { label, action }, state);
});

test('SPEC §3 promotion states: a reward earned can be claimed after the promotion ended', () => {
  assert.equal(promotionStatus(p({ state: 'claimable', endsAt: '2025-05-01T00:00:00Z' }), NOW, true), {
    label: 'claim',
    action: 'claim',
  });
});

test('SPEC §3 promotion states: AUTO includes every member, SIGNIN and REFERRAL open their screens', () => {
  assert.equal(promotionStatus(p({ kind: 'AUTO' }), NOW, true), { label: 'joined', action: null });
  assert.equal(promotionStatus(p({ kind: 'SIGNIN' }), NOW, true), { label: 'join', action: 'signIn' });
  assert.equal(promotionStatus(p({ kind: 'REFERRAL' }), NOW, true), { label: 'join', action: 'invite' });
  assert.equal(
    promotionStatus(p({ kind: 'DEPOSIT' }), NOW, true),
    { label: 'join', action: 'deposit' },
    'a deposit bonus opens the deposit form',
  );
  assert.equal(promotionStatus(p({ kind: 'DEPOSIT', state: 'issued' }), NOW, true), { label: 'issued', action: null });
  assert.equal(promotionStatus(p({ kind: 'AUTO' }), NOW, false), { label: 'join', action: 'login' });
});

test('SPEC §4 reward centre lists promotions with something to collect or follow', () => {
  assert.equal([...REWARD_STATES].sort(), ['applying', 'claimable', 'claimed', 'issued', 'process']);
});

test.run();
