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
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { refreshBalance } from '../../state/wallet';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { Input, Money, PagedList, Select, SubmitRow, useSubmit } from '../member/kit';
import { bpText, CYCLE_KEY, periodText, STATUS_KEY } from './labels';
import { useCall } from '../../state/use-call';

/** answerHere: the pending offer's Accept/Refuse (off where the contract screen's prompt already asks). */
export default function Dividend({ answerHere = true }: { answerHere?: boolean }) {
  useSignals();
  const r = useCall(
    (signal) =>
      Promise.all([
        call(agentApi.dividendInfo, {}, { signal }),
        call(agentApi.dividendCurrent, {}, { signal }),
        call(agentApi.dividendTeam, {}, { signal }),
        call(agentApi.downlines, { pageNo: 1, pageSize: 50 }, { signal }),
      ]),
    [],
  );
  const [paid, setPaid] = useState(0);
  if (r.error && !r.data) return <ErrorState messageKey={r.error} onRetry={() => void r.reload()} />;
  if (!r.data) return <Loading />;
  const [info, cur, team, downlines] = r.data;
  const done = () => {
    setPaid((n) => n + 1);
    void r.reload();
  };
  return (
    <>
      <Current cur={cur} info={info} answerHere={answerHere} onDone={done} />
      <Team team={team} onDone={done} />
      {downlines.list.length > 0 && <Offer info={info} downlines={downlines.list} onDone={done} />}
      {downlines.list.length > 0 && <Message downlines={downlines.list} />}
      <h3 className="wallet-h">{t('agent.dividend.history')}</h3>
      <PagedList
        label={t('agent.dividend.history')}
        deps={[paid]}
        load={(pageNo, signal) => call(agentApi.dividendHistory, { pageNo, pageSize: 20 }, { signal })}
        render={(p) => (
          <>
            <span className="wallet-record-main">
              <span dir="ltr">
                {periodText(p.periodStart)} – {periodText(p.periodEnd)}
              </span>
              <Money cents={p.amountCents} signed />
            </span>
            <span className="wallet-record-sub">
              {t('agent.dividend.lossBy', { name: p.payer })} <Money cents={p.netLossCents} />
            </span>
          </>
        )}
      />
    </>
  );
}

const terms = (cycle: DividendCycle | null, shareBp: number) =>
  t('agent.dividend.terms', { share: bpText(shareBp), cycle: t(CYCLE_KEY[cycle ?? 'month']) });

function Current({
  cur,
  info,
  answerHere,
  onDone,
}: {
  cur: ContractCurrent;
  info: DividendInfo;
  answerHere: boolean;
  onDone: () => void;
}) {
  useSignals();
  const { busy, formError: error, run } = useSubmit();
  const answer = async (accept: boolean) => {
    if (await run(() => call(agentApi.answerContract, { kind: 'dividend', accept }))) {
      toast.success(t(accept ? 'agent.contract.accepted' : 'agent.contract.refused'), 2000);
      onDone();
    }
  };
  const e = cur.estimate;
  return (
    <div className="wallet-box" data-testid="dividend-current">
      <h3 className="wallet-h">{t('agent.dividend.current')}</h3>
      <p className="wallet-note">
        {cur.contract ? terms(cur.contract.cycle, cur.contract.shareBp) : t('agent.dividend.noContract')}
      </p>
      {e && (
        <dl className="wallet-dl">
          <dt>{t('agent.dividend.period')}</dt>
          <dd dir="ltr">
            {periodText(e.periodStart)} – {periodText(new Date(Date.parse(e.periodEnd) - 1).toISOString())}
          </dd>
          <dt>{t('agent.dividend.netLoss')}</dt>
          <dd>
            <Money cents={e.netLossCents} />
          </dd>
          <dt>{t('agent.dividend.estimate')}</dt>
          <dd data-testid="dividend-estimate">
            <Money cents={e.amountCents} />
          </dd>
        </dl>
      )}
      {cur.pending && (
        <>
          <p role="status">
            {t('agent.dividend.offered', { name: info.upline ?? '' })} {terms(cur.pending.cycle, cur.pending.shareBp)}
          </p>
          {answerHere && (
            <p className="form-error" role="alert">
              {error ? t(error) : ''}
            </p>
          )}
          {answerHere && (
            <div className="agent-actions">
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void answer(true)}>
                {t('agent.contract.accept')}
              </button>
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void answer(false)}>
                {t('agent.contract.refuse')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Team({ team, onDone }: { team: TeamContract[]; onDone: () => void }) {
  useSignals();
  const { busy, formError: error, run } = useSubmit();
  const payout = async (contractId: number, periodStart: string) => {
    if (
      await run(async () => showBalance((await call(agentApi.dividendPayout, { contractId, periodStart })).balance))
    ) {
      toast.success(t('agent.dividend.paid'), 2000);
      onDone();
    }
    refreshBalance();
  };
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('agent.dividend.team')}</h3>
      <p className="form-error" role="alert">
        {error ? t(error) : ''}
      </p>
      {team.length === 0 ? (
        <Empty text={t('agent.dividend.noTeam')} />
      ) : (
        <ul className="wallet-records" aria-label={t('agent.dividend.team')}>
          {team.map(({ contract: c, due }) => (
            <li key={c.id} className="wallet-record" data-testid="dividend-contract">
              <span className="wallet-record-main">
                <span dir="ltr">{c.userName}</span>
                <span>{t(STATUS_KEY[c.status])}</span>
              </span>
              <span className="wallet-record-sub">{terms(c.cycle, c.shareBp)}</span>
              {due && (
                <span className="wallet-record-sub">
                  {t('agent.dividend.due', { period: periodText(due.periodStart) })} <Money cents={due.amountCents} />
                  {due.paid ? ` · ${t('agent.salary.isPaid')}` : ''}
                </span>
              )}
              {due && !due.paid && due.amountCents > 0 && (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  aria-label={`${t('agent.dividend.payout')} ${c.userName}`}
                  onClick={() => void payout(c.id, due.periodStart)}
                >
                  {t('agent.dividend.payout')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const downlineOptions = (list: Downline[]) => list.map((d) => ({ value: String(d.id), text: d.userName }));

function Offer({ info, downlines, onDone }: { info: DividendInfo; downlines: Downline[]; onDone: () => void }) {
  useSignals();
  const [who, setWho] = useState(String(downlines[0]!.id));
  const [cycle, setCycle] = useState<DividendCycle>(info.cycles[0] ?? 'week');
  const [share, setShare] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const bp = parseAmount(share);
    const err = bp === null ? 'agent.rebate.format' : checkShare(bp);
    setError(err);
    if (err || bp === null) return;
    if (await run(() => call(agentApi.dividendOffer, { downlineId: Number(who), cycle, shareBp: bp }))) {
      toast.success(t('agent.dividend.offerSent'), 2000);
      setShare('');
      onDone();
    }
  };
  return (
    <form
      className="wallet-form wallet-box"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="div-offer-h"
    >
      <h3 id="div-offer-h" className="wallet-h">
        {t('agent.dividend.offer')}
      </h3>
      <Select
        name="downline"
        label={t('agent.rebate.member')}
        value={who}
        onChange={setWho}
        options={downlineOptions(downlines)}
      />
      <Select
        name="cycle"
        label={t('agent.dividend.cycle')}
        value={cycle}
        onChange={(v) => setCycle(v as DividendCycle)}
        options={info.cycles.map((c) => ({ value: c, text: t(CYCLE_KEY[c]) }))}
      />
      <Input
        name="share"
        label={t('agent.dividend.share')}
        value={share}
        inputMode="decimal"
        maxLength={6}
        error={error}
        hint={t('agent.dividend.shareHint', { max: bpText(info.maxShareBp) })}
        onChange={setShare}
      />
      <SubmitRow busy={busy} formError={formError} label={t('agent.dividend.offerSubmit')} />
    </form>
  );
}

function Message({ downlines }: { downlines: Downline[] }) {
  useSignals();
  const [who, setWho] = useState(String(downlines[0]!.id));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const err = text.trim() === '' ? 'agent.dividend.error.message' : null;
    setError(err);
    if (err) return;
    if (await run(() => call(agentApi.dividendMessage, { downlineId: Number(who), text: text.trim() }))) {
      toast.success(t('agent.dividend.messageSent'), 2000);
      setText('');
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="div-msg-h">
      <h3 id="div-msg-h" className="wallet-h">
        {t('agent.dividend.message')}
      </h3>
      <Select
        name="to"
        label={t('agent.rebate.member')}
        value={who}
        onChange={setWho}
        options={downlineOptions(downlines)}
      />
      <div className={error ? 'field field-invalid' : 'field'}>
        <div className="field-label">
          <label htmlFor="div-msg-text">{t('agent.dividend.messageText')}</label>
        </div>
        <div className="field-control">
          <textarea
            id="div-msg-text"
            maxLength={500}
            rows={3}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'div-msg-err' : undefined}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </div>
        {error && (
          <p id="div-msg-err" className="field-error">
            {t(error)}
          </p>
        )}
      </div>
      <SubmitRow busy={busy} formError={formError} label={t('agent.dividend.send')} />
    </form>
  );
}
