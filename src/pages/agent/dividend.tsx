// Agent dividend (SPEC §7 Agent dividend: current, info, history, payout, message). An upline
// offers a downline agent a share of its team's net loss per week or month; the agent accepts it
// (here or from the home prompt); the upline pays closed periods and can message its team.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { dividendHistoryPages, dividendScreen } from '../../state/agent/dividend';
import { t } from '../../state/i18n';
import { usePagedList } from '../../state/paged';
import { useResource } from '../../state/use-resource';
import { Loaded } from '../../ui/Loaded';
import { Money } from '../../ui/Money';
import { RecordList } from '../../ui/RecordList';
import { DividendCurrent } from './dividend-current';
import { DividendMessage, DividendOffer } from './dividend-offer';
import { DividendTeam } from './dividend-team';
import { periodText } from './labels';

/** answerHere: the pending offer's Accept/Refuse (off where the contract screen's prompt already asks). */
export default function Dividend({ answerHere = true }: { answerHere?: boolean }) {
  useSignals();
  const screen = useResource(dividendScreen, []);
  // A payment or an answer adds a row to the history: it starts again from its first page.
  const [paid, setPaid] = useState(0);
  const history = usePagedList((p) => String(p.id), dividendHistoryPages, [paid]);
  const done = () => {
    setPaid((n) => n + 1);
    screen.reload();
  };
  return (
    <>
      <Loaded of={screen}>
        {({ info, current, team, downlines }) => (
          <>
            <DividendCurrent cur={current} info={info} answerHere={answerHere} onDone={done} />
            <DividendTeam team={team} onDone={done} />
            {downlines.length > 0 && <DividendOffer info={info} downlines={downlines} onDone={done} />}
            {downlines.length > 0 && <DividendMessage downlines={downlines} />}
          </>
        )}
      </Loaded>
      <h3 className="wallet-h">{t('agent.dividend.history')}</h3>
      <RecordList
        list={history}
        label={t('agent.dividend.history')}
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
