// Agent dividend (SPEC §7 Agent dividend: current, info, history, payout, message). An upline
// offers a downline agent a share of its team's net loss per week or month; the agent accepts
// it (here or from the home prompt); the upline pays closed periods and can message its team.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type { ContractCurrent, DividendCycle, DividendInfo, Downline, TeamContract } from '../../api/types';
import { checkShare } from '../../rules/agent-contracts';
import { parseAmount } from '../../rules/wallet';
import { showBalance } from '../../state/money';
import { errorKey } from '../../state/resource';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { refreshBalance } from '../../state/wallet';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { Input, Money, PagedList } from '../wallet/kit';
import { bpText, CYCLE_KEY, periodText, STATUS_KEY, useLoad } from './use-load';

/** answerHere: the pending offer's Accept/Refuse (off where the contract screen's prompt already asks). */
export default function Dividend({ answerHere = true }: { answerHere?: boolean }) {
  useSignals();
  const r = useLoad(() => Promise.all([
    call(agentApi.dividendInfo, {}), call(agentApi.dividendCurrent, {}), call(agentApi.dividendTeam, {}), call(agentApi.downlines, { pageNo: 1, pageSize: 50 }),
  ]));
  const [paid, setPaid] = useState(0);
  if (r.error && !r.data) return <ErrorState messageKey={r.error} onRetry={() => void r.reload()} />;
  if (!r.data) return <Loading />;
  const [info, cur, team, downlines] = r.data;
  const done = () => { setPaid((n) => n + 1); void r.reload(); };
  return (
    <>
      <Current cur={cur} info={info} answerHere={answerHere} onDone={done} />
      <Team team={team} onDone={done} />
      {downlines.list.length > 0 && <Offer info={info} downlines={downlines.list} onDone={done} />}
      {downlines.list.length > 0 && <Message downlines={downlines.list} />}
      <h3 className="wallet-h">{t('agent.dividend.history')}</h3>
      <PagedList label={t('agent.dividend.history')} deps={[paid]} load={(pageNo) => call(agentApi.dividendHistory, { pageNo, pageSize: 20 })}
        render={(p) => (
          <>
            <span className="wallet-record-main"><span dir="ltr">{periodText(p.periodStart)} – {periodText(p.periodEnd)}</span><Money cents={p.amountCents} signed /></span>
            <span className="wallet-record-sub">{t('agent.dividend.lossBy', { name: p.payer })} <Money cents={p.netLossCents} /></span>
          </>
        )} />
    </>
  );
}

const terms = (cycle: DividendCycle | null, shareBp: number) => t('agent.dividend.terms', { share: bpText(shareBp), cycle: t(CYCLE_KEY[cycle ?? 'month']) });

function Current({ cur, info, answerHere, onDone }: { cur: ContractCurrent; info: DividendInfo; answerHere: boolean; onDone: () => void }) {
  useSignals();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await call(agentApi.answerContract, { kind: 'dividend', accept });
      toast.success(t(accept ? 'agent.contract.accepted' : 'agent.contract.refused'), 2000);
      onDone();
    } catch (e) { setError(errorKey(e)); } finally { setBusy(false); }
  };
  const e = cur.estimate;
  return (
    <div className="wallet-box" data-testid="dividend-current">
      <h3 className="wallet-h">{t('agent.dividend.current')}</h3>
      <p className="wallet-note">{cur.contract ? terms(cur.contract.cycle, cur.contract.shareBp) : t('agent.dividend.noContract')}</p>
      {e && (
        <dl className="wallet-dl">
          <dt>{t('agent.dividend.period')}</dt><dd dir="ltr">{periodText(e.periodStart)} – {periodText(new Date(Date.parse(e.periodEnd) - 1).toISOString())}</dd>
          <dt>{t('agent.dividend.netLoss')}</dt><dd><Money cents={e.netLossCents} /></dd>
          <dt>{t('agent.dividend.estimate')}</dt><dd data-testid="dividend-estimate"><Money cents={e.amountCents} /></dd>
        </dl>
      )}
      {cur.pending && (
        <>
          <p role="status">{t('agent.dividend.offered', { name: info.upline ?? '' })} {terms(cur.pending.cycle, cur.pending.shareBp)}</p>
          {answerHere && <p className="form-error" role="alert">{error ? t(error) : ''}</p>}
          {answerHere && (
            <div className="agent-actions">
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void answer(true)}>{t('agent.contract.accept')}</button>
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void answer(false)}>{t('agent.contract.refuse')}</button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Team({ team, onDone }: { team: TeamContract[]; onDone: () => void }) {
  useSignals();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payout = async (contractId: number, periodStart: string) => {
    setBusy(true);
    setError(null);
    try {
      showBalance((await call(agentApi.dividendPayout, { contractId, periodStart })).balance);
      toast.success(t('agent.dividend.paid'), 2000);
      onDone();
    } catch (e) { setError(errorKey(e)); } finally { setBusy(false); refreshBalance(); }
  };
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('agent.dividend.team')}</h3>
      <p className="form-error" role="alert">{error ? t(error) : ''}</p>
      {team.length === 0 ? <Empty text={t('agent.dividend.noTeam')} /> : (
        <ul className="wallet-records" aria-label={t('agent.dividend.team')}>
          {team.map(({ contract: c, due }) => (
            <li key={c.id} className="wallet-record" data-testid="dividend-contract">
              <span className="wallet-record-main"><span dir="ltr">{c.userName}</span><span>{t(STATUS_KEY[c.status])}</span></span>
              <span className="wallet-record-sub">{terms(c.cycle, c.shareBp)}</span>
              {due && (
                <span className="wallet-record-sub">
                  {t('agent.dividend.due', { period: periodText(due.periodStart) })} <Money cents={due.amountCents} />{due.paid ? ` · ${t('agent.salary.isPaid')}` : ''}
                </span>
              )}
              {due && !due.paid && due.amountCents > 0 && (
                <button type="button" className="btn btn-primary btn-sm" disabled={busy} aria-label={`${t('agent.dividend.payout')} ${c.userName}`}
                  onClick={() => void payout(c.id, due.periodStart)}>{t('agent.dividend.payout')}</button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DownlineSelect({ id, value, list, onChange }: { id: string; value: string; list: Downline[]; onChange: (v: string) => void }) {
  useSignals();
  return (
    <div className="field">
      <div className="field-label"><label htmlFor={id}>{t('agent.rebate.member')}</label></div>
      <div className="field-control">
        <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {list.map((d) => <option key={d.id} value={String(d.id)}>{d.userName}</option>)}
        </select>
      </div>
    </div>
  );
}

function Offer({ info, downlines, onDone }: { info: DividendInfo; downlines: Downline[]; onDone: () => void }) {
  useSignals();
  const [who, setWho] = useState(String(downlines[0]!.id));
  const [cycle, setCycle] = useState<DividendCycle>(info.cycles[0] ?? 'week');
  const [share, setShare] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const bp = parseAmount(share);
    const err = bp === null ? 'agent.rebate.format' : checkShare(bp);
    setError(err);
    if (err || bp === null) return;
    setBusy(true);
    setFormError(null);
    try {
      await call(agentApi.dividendOffer, { downlineId: Number(who), cycle, shareBp: bp });
      toast.success(t('agent.dividend.offerSent'), 2000);
      setShare('');
      onDone();
    } catch (e2) { setFormError(errorKey(e2)); } finally { setBusy(false); }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="div-offer-h">
      <h3 id="div-offer-h" className="wallet-h">{t('agent.dividend.offer')}</h3>
      <DownlineSelect id="div-who" value={who} list={downlines} onChange={setWho} />
      <div className="field">
        <div className="field-label"><label htmlFor="div-cycle">{t('agent.dividend.cycle')}</label></div>
        <div className="field-control">
          <select id="div-cycle" value={cycle} onChange={(e) => setCycle(e.currentTarget.value as DividendCycle)}>
            {info.cycles.map((c) => <option key={c} value={c}>{t(CYCLE_KEY[c])}</option>)}
          </select>
        </div>
      </div>
      <Input name="share" label={t('agent.dividend.share')} value={share} inputMode="decimal" maxLength={6} error={error}
        hint={t('agent.dividend.shareHint', { max: bpText(info.maxShareBp) })} onChange={setShare} />
      <p className="form-error" role="alert">{formError ? t(formError) : ''}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>{t('agent.dividend.offerSubmit')}</button>
    </form>
  );
}

function Message({ downlines }: { downlines: Downline[] }) {
  useSignals();
  const [who, setWho] = useState(String(downlines[0]!.id));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') { setError('agent.dividend.error.message'); return; }
    setBusy(true);
    setError(null);
    try {
      await call(agentApi.dividendMessage, { downlineId: Number(who), text: text.trim() });
      toast.success(t('agent.dividend.messageSent'), 2000);
      setText('');
    } catch (e2) { setError(errorKey(e2)); } finally { setBusy(false); }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="div-msg-h">
      <h3 id="div-msg-h" className="wallet-h">{t('agent.dividend.message')}</h3>
      <DownlineSelect id="div-msg-who" value={who} list={downlines} onChange={setWho} />
      <div className="field">
        <div className="field-label"><label htmlFor="div-msg-text">{t('agent.dividend.messageText')}</label></div>
        <div className="field-control"><textarea id="div-msg-text" maxLength={500} rows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} /></div>
      </div>
      <p className="form-error" role="alert">{error ? t(error) : ''}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>{t('agent.dividend.send')}</button>
    </form>
  );
}
