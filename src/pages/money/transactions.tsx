// Transactions (/m/member/transactions, SPEC §7 Wallet and money: transaction details and code
// list): every balance change named as what happened (deposit, withdrawal, its refund, bet,
// win, refund, bonus, reward, transfer…) with the game's name where there is one, signed
// before the currency (−R$ 10,00, +R$ 2,00), filtered by the transaction codes.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { TransactionRow } from '../../api/types';
import { formatDateTime } from '../../lib/dates';
import { hasText, language, t } from '../../state/i18n';
import { transactionCodes, transactionPages } from '../../state/money/withdraw';
import { usePagedList } from '../../state/paged';
import { useResource } from '../../state/use-resource';
import { Money } from '../../ui/Money';
import { RecordList } from '../../ui/RecordList';
import { TitledSection } from '../common/titled-section';

/** What a row says happened: its ledger kind's name (the code's name for a kind without one), and the game. */
function rowName(r: TransactionRow): string {
  const key = `wallet.kind.${r.kind}`;
  const name = hasText(key) ? t(key) : t(`wallet.code.${r.code}`);
  return r.gameName ? `${name} · ${r.gameName}` : name;
}

export default function TransactionsPage() {
  useSignals();
  const [code, setCode] = useState('ALL');
  const codes = useResource(transactionCodes, [], { reuse: true });
  const list = usePagedList((r) => String(r.id), transactionPages(code), [code]);
  return (
    <TitledSection titleId="tx-title" title={t('title.transactions')}>
      <div className="chips wallet-filters" role="group" aria-label={t('wallet.filter')}>
        {['ALL', ...(codes.data.value ?? [])].map((c) => (
          <button
            key={c}
            type="button"
            className={c === code ? 'chip chip-on' : 'chip'}
            aria-pressed={c === code}
            onClick={() => setCode(c)}
          >
            {t(`wallet.code.${c}`)}
          </button>
        ))}
      </div>
      <RecordList
        list={list}
        label={t('wallet.transactions')}
        render={(r) => (
          <>
            <span className="wallet-record-main">
              <span dir="auto">{rowName(r)}</span>
              <Money cents={r.amount} signed />
            </span>
            <span className="wallet-record-sub">
              <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, language.value)}</time>
            </span>
          </>
        )}
      />
    </TitledSection>
  );
}
