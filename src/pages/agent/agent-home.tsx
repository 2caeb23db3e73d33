// /m/agentRegister for agents (SPEC §4 referral shortcut, §7 Agent): open a downline
// account, affiliate links (create, view, copy, delete), the team with its KPI, and
// transfers to one or several downlines (server-checked: only the agent's own).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type { AgentLink, DownlinePage } from '../../api/types';
import { checkField } from '../../rules/validation';
import { checkAmount, parseAmount } from '../../rules/wallet';
import { confirm } from '../../state/dialogs';
import { newRequestKey, showBalance } from '../../state/money';
import { errorKey } from '../../state/resource';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { refreshBalance } from '../../state/wallet';
import { wallet } from '../../state/session';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { Input, Money, shortDate, TabLinks } from '../wallet/kit';

type Tab = 'register' | 'links' | 'team';

export default function AgentHome() {
  useSignals();
  const q = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = q === 'links' || q === 'team' ? q : 'register';
  return (
    <section className="wallet" aria-labelledby="agent-title">
      <h2 id="agent-title" className="wallet-title">{t('agent.title')}</h2>
      <TabLinks label={t('agent.title')} current={tab} tabs={[
        { id: 'register', href: '/m/agentRegister', text: t('agent.tab.register') },
        { id: 'links', href: '/m/agentRegister?tab=links', text: t('agent.tab.links') },
        { id: 'team', href: '/m/agentRegister?tab=team', text: t('agent.tab.team') },
      ]} />
      {tab === 'links' ? <Links /> : tab === 'team' ? <Team /> : <RegisterDownline />}
    </section>
  );
}

function RegisterDownline() {
  useSignals();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string | null; password?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { username: checkField('username', username, true), password: checkField('password', password, true) };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    setFormError(null);
    try {
      const r = await call(agentApi.agentRegisterDownline, { username: username.trim(), password });
      toast.success(t('agent.register.done', { name: r.userName }), 3000);
      setUsername('');
      setPassword('');
    } catch (err) {
      setFormError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="agent-reg-h">
      <h3 id="agent-reg-h" className="wallet-h">{t('agent.register.title')}</h3>
      <p className="wallet-note">{t('agent.register.intro')}</p>
      <Input name="username" label={t('auth.field.username')} value={username} maxLength={16} error={errors.username} onChange={setUsername} />
      <Input name="password" type="password" label={t('auth.field.password')} value={password} maxLength={20} error={errors.password}
        hint={t('auth.hint.password')} autoComplete="new-password" onChange={setPassword} />
      <p className="form-error" role="alert">{formError ? t(formError) : ''}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>{t('agent.register.submit')}</button>
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
    try { setLinks(await f()); } catch (e) { setError(errorKey(e)); } finally { setBusy(false); }
  };
  useEffect(() => { void run(() => call(agentApi.agentLinks, {})); }, []);
  if (error && !links) return <ErrorState messageKey={error} onRetry={() => void run(() => call(agentApi.agentLinks, {}))} />;
  if (!links) return <Loading />;
  const url = (l: AgentLink) => `${location.origin}${l.path}`;
  const copy = async (l: AgentLink) => {
    try { await navigator.clipboard.writeText(url(l)); toast.success(t('agent.links.copied'), 1500); } catch { toast.info(url(l), 4000); }
  };
  const remove = async (l: AgentLink) => {
    if (!(await confirm({ title: t('agent.links.delete'), body: t('agent.links.deleteBody', { code: l.code }), ok: t('agent.links.delete'), cancel: t('common.cancel') }))) return;
    await run(() => call(agentApi.deleteAgentLink, { code: l.code }));
  };
  return (
    <div className="wallet-box">
      <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void run(() => call(agentApi.createAgentLink, {}))}>{t('agent.links.create')}</button>
      {error && <p className="form-error" role="alert">{t(error)}</p>}
      {links.length === 0 ? <Empty /> : (
        <ul className="wallet-records" aria-label={t('agent.tab.links')}>
          {links.map((l) => (
            <li key={l.code} className="wallet-record" data-testid="agent-link">
              <span className="wallet-record-main"><strong dir="ltr">{l.code}</strong><span>{t('agent.links.downlines', { n: l.downlines })}</span></span>
              <span className="wallet-record-sub" dir="ltr">{url(l)}</span>
              <span className="agent-actions">
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void copy(l)} aria-label={`${t('agent.links.copy')} ${l.code}`}>{t('agent.links.copy')}</button>
                <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void remove(l)} aria-label={`${t('agent.links.delete')} ${l.code}`}>{t('agent.links.delete')}</button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Team() {
  useSignals();
  const [page, setPage] = useState<DownlinePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const load = async () => {
    setError(null);
    try { setPage(await call(agentApi.downlines, { pageNo: 1, pageSize: 50 })); } catch (e) { setError(errorKey(e)); }
  };
  useEffect(() => { void load(); }, []);
  if (error && !page) return <ErrorState messageKey={error} onRetry={() => void load()} />;
  if (!page) return <Loading />;
  const k = page.kpi;
  return (
    <>
      <dl className="wallet-box wallet-dl agent-kpi" aria-label={t('agent.kpi')}>
        <dt>{t('agent.kpi.members')}</dt><dd data-testid="kpi-members">{k.members}</dd>
        <dt>{t('agent.kpi.new')}</dt><dd>{k.newThisMonth}</dd>
        <dt>{t('agent.kpi.deposits')}</dt><dd><Money cents={k.depositedCents} /></dd>
        <dt>{t('agent.kpi.withdrawals')}</dt><dd><Money cents={k.withdrawnCents} /></dd>
        <dt>{t('agent.kpi.transfers')}</dt><dd><Money cents={k.transferredCents} /></dd>
      </dl>
      {page.list.length === 0 ? <Empty /> : (
        <ul className="wallet-records" aria-label={t('agent.downlines')}>
          {page.list.map((d) => (
            <li key={d.id} className="wallet-record">
              <label className="agent-pick">
                <input type="checkbox" checked={picked.includes(d.id)}
                  onChange={(e) => { const on = e.currentTarget.checked; setPicked((p) => (on ? [...p, d.id] : p.filter((x) => x !== d.id))); }} />
                <span className="wallet-record-main"><span dir="ltr">{d.userName}</span><Money cents={d.depositedCents} /></span>
              </label>
              <span className="wallet-record-sub">{shortDate(d.joinedAt)} · {t('agent.rebate.short', { rate: bpText(d.rebateBp) })}</span>
            </li>
          ))}
        </ul>
      )}
      {page.list.length > 0 && <Transfer ids={picked} onDone={() => { setPicked([]); void load(); }} />}
      {page.list.length > 0 && <Rebate team={page} onDone={() => void load()} />}
    </>
  );
}

/** Basis points as a percentage with 2 decimals ("2.50"); integer arithmetic only. */
const bpText = (bp: number) => `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

function Rebate({ team, onDone }: { team: DownlinePage; onDone: () => void }) {
  useSignals();
  const [own, setOwn] = useState<number | null>(null);
  const [who, setWho] = useState(String(team.list[0]!.id));
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => { call(agentApi.rebateSettings, {}).then((r) => setOwn(r.ownBp), () => setOwn(null)); }, []);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The same parser as money: "2.5" % is 250 basis points.
    const bp = parseAmount(rate);
    const err = bp === null ? 'agent.rebate.format' : own !== null && bp > own ? 'server.REBATE_ABOVE_OWN' : null;
    setError(err);
    if (err || bp === null) return;
    setBusy(true);
    setFormError(null);
    try {
      await call(agentApi.updateDownlineRebate, { downlineId: Number(who), rateBp: bp });
      toast.success(t('auth.change.saved'), 2000);
      onDone();
    } catch (e2) {
      setFormError(errorKey(e2));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="agent-rb-h">
      <h3 id="agent-rb-h" className="wallet-h">{t('agent.rebate.title')}</h3>
      {own !== null && <p className="wallet-note" data-testid="own-rebate">{t('agent.rebate.own', { rate: bpText(own) })}</p>}
      <div className="field">
        <div className="field-label"><label htmlFor="rb-who">{t('agent.rebate.member')}</label></div>
        <div className="field-control">
          <select id="rb-who" value={who} onChange={(e) => setWho(e.currentTarget.value)}>
            {team.list.map((d) => <option key={d.id} value={String(d.id)}>{d.userName}</option>)}
          </select>
        </div>
      </div>
      <Input name="rebate" label={t('agent.rebate.rate')} value={rate} inputMode="decimal" maxLength={6} error={error} onChange={setRate} />
      <p className="form-error" role="alert">{formError ? t(formError) : ''}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>{t('agent.rebate.save')}</button>
    </form>
  );
}

function Transfer({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  useSignals();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef({ sig: '', key: newRequestKey() });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(amount);
    const balance = wallet.value?.sumBalance;
    const err = ids.length === 0 ? 'agent.transfer.pick'
      : checkAmount(cents, { minCents: 1, maxCents: 100_000_000 }, balance === undefined || cents === null ? undefined : Math.floor(balance / ids.length));
    setError(err);
    if (err || cents === null) return;
    const sig = `${ids.join(',')}|${cents}`;
    if (key.current.sig !== sig) key.current = { sig, key: newRequestKey() };
    setBusy(true);
    setFormError(null);
    try {
      const r = await call(agentApi.transferToDownlines, { downlineIds: ids, amount: cents, idempotencyKey: key.current.key });
      showBalance(r.balance);
      key.current = { sig: '', key: newRequestKey() };
      toast.success(t('agent.transfer.done'), 2000);
      setAmount('');
      onDone();
    } catch (e2) {
      setFormError(errorKey(e2));
    } finally {
      setBusy(false);
      refreshBalance();
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="agent-tr-h">
      <h3 id="agent-tr-h" className="wallet-h">{t('agent.transfer.title')}</h3>
      <p className="wallet-note">{t('agent.transfer.picked', { n: ids.length })}</p>
      <Input name="amount" label={t('agent.transfer.amount')} value={amount} inputMode="decimal" maxLength={12} error={error} onChange={setAmount} />
      <p className="form-error" role="alert">{formError ? t(formError) : ''}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>{t('agent.transfer.submit')}</button>
    </form>
  );
}
