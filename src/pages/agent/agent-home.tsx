// /m/agentRegister for agents (SPEC §4 referral shortcut, §7 Agent): the agent centre's
// tabs: open a downline account (at a rebate level within the quotas), affiliate links
// (create, view, copy, delete), the team with its KPI and transfers, rebate settings and
// quotas, daily salary and dividend (the same screens as the contract routes).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type { AgentLink } from '../../api/types';
import { checkField } from '../../rules/validation';
import { parseAmount } from '../../rules/wallet';
import { confirm } from '../../state/dialogs';
import { errorKey } from '../../state/resource';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { Input, TabbedSection } from '../member/kit';
import Dividend from './dividend';
import Rebate from './rebate';
import Salary from './salary';
import Team from './team';
import { PATHS } from '../../routes';

const DailySalary = () => <Salary period="daily" />;

export default function AgentHome() {
  useSignals();
  const search = useSearch();
  const bar = useRef<HTMLDivElement>(null);
  // Six tabs scroll sideways on a 360 px phone: keep the open one in view.
  useEffect(() => {
    bar.current?.querySelector('.wallet-tab-on')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [search]);
  return (
    <div className="agent-tabbar" ref={bar}>
      <TabbedSection
        titleId="agent-title"
        title={t('agent.title')}
        base={PATHS.agent}
        tabs={[
          { id: 'register', text: t('agent.tab.register'), view: RegisterDownline },
          { id: 'links', text: t('agent.tab.links'), view: Links },
          { id: 'team', text: t('agent.tab.team'), view: Team },
          { id: 'rebate', text: t('agent.tab.rebate'), view: Rebate },
          { id: 'salary', text: t('agent.tab.salary'), view: DailySalary },
          { id: 'dividend', text: t('agent.tab.dividend'), view: Dividend },
        ]}
      />
    </div>
  );
}

function RegisterDownline() {
  useSignals();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<{ username?: string | null; password?: string | null; rate?: string | null }>(
    {},
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const bp = rate.trim() === '' ? 0 : parseAmount(rate);
    const next = {
      username: checkField('username', username, true),
      password: checkField('password', password, true),
      rate: bp === null ? 'agent.rebate.format' : null,
    };
    setErrors(next);
    if (next.username || next.password || next.rate || bp === null) return;
    setBusy(true);
    setFormError(null);
    try {
      const r = await call(agentApi.agentRegisterDownline, { username: username.trim(), password, rateBp: bp });
      toast.success(t('agent.register.done', { name: r.userName }), 3000);
      setUsername('');
      setPassword('');
      setRate('');
    } catch (err) {
      setFormError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="wallet-form wallet-box"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="agent-reg-h"
    >
      <h3 id="agent-reg-h" className="wallet-h">
        {t('agent.register.title')}
      </h3>
      <p className="wallet-note">{t('agent.register.intro')}</p>
      <Input
        name="username"
        label={t('auth.field.username')}
        value={username}
        maxLength={16}
        error={errors.username}
        onChange={setUsername}
      />
      <Input
        name="password"
        type="password"
        label={t('auth.field.password')}
        value={password}
        maxLength={20}
        error={errors.password}
        hint={t('auth.hint.password')}
        autoComplete="new-password"
        onChange={setPassword}
      />
      <Input
        name="rate"
        label={t('agent.register.rate')}
        value={rate}
        inputMode="decimal"
        maxLength={6}
        error={errors.rate}
        hint={t('agent.register.rateHint')}
        onChange={setRate}
      />
      <p className="form-error" role="alert">
        {formError ? t(formError) : ''}
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {t('agent.register.submit')}
      </button>
    </form>
  );
}

function Links() {
  useSignals();
  const [links, setLinks] = useState<AgentLink[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (f: () => Promise<AgentLink[]>) => {
    setBusy(true);
    setError(null);
    try {
      setLinks(await f());
    } catch (e) {
      setError(errorKey(e));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    void run(() => call(agentApi.agentLinks, {}));
  }, []);
  if (error && !links)
    return <ErrorState messageKey={error} onRetry={() => void run(() => call(agentApi.agentLinks, {}))} />;
  if (!links) return <Loading />;
  const url = (l: AgentLink) => `${location.origin}${l.path}`;
  const copy = async (l: AgentLink) => {
    try {
      await navigator.clipboard.writeText(url(l));
      toast.success(t('agent.links.copied'), 1500);
    } catch {
      toast.info(url(l), 4000);
    }
  };
  const remove = async (l: AgentLink) => {
    if (
      !(await confirm({
        title: t('agent.links.delete'),
        body: t('agent.links.deleteBody', { code: l.code }),
        ok: t('agent.links.delete'),
        cancel: t('common.cancel'),
      }))
    )
      return;
    await run(() => call(agentApi.deleteAgentLink, { code: l.code }));
  };
  return (
    <div className="wallet-box">
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={busy}
        onClick={() => void run(() => call(agentApi.createAgentLink, {}))}
      >
        {t('agent.links.create')}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      {links.length === 0 ? (
        <Empty />
      ) : (
        <ul className="wallet-records" aria-label={t('agent.tab.links')}>
          {links.map((l) => (
            <li key={l.code} className="wallet-record" data-testid="agent-link">
              <span className="wallet-record-main">
                <strong dir="ltr">{l.code}</strong>
                <span>{t('agent.links.downlines', { n: l.downlines })}</span>
              </span>
              <span className="wallet-record-sub" dir="ltr">
                {url(l)}
              </span>
              <span className="agent-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => void copy(l)}
                  aria-label={`${t('agent.links.copy')} ${l.code}`}
                >
                  {t('agent.links.copy')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy}
                  onClick={() => void remove(l)}
                  aria-label={`${t('agent.links.delete')} ${l.code}`}
                >
                  {t('agent.links.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
