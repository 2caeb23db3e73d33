// Bank cards (SPEC §7 Withdraw: bank cards, Member settings): the list (masked numbers)
// and the add form, validated by src/rules/wallet.ts; what was typed stays on failure.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { BankCard, Bank } from '../../api/types';
import { checkAccountNo, checkHolderName } from '../../rules/wallet';
import { addBankCard } from '../../state/money';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Input, Select, SubmitRow, useSubmit } from '../member/kit';

export function Cards({ cards, banks }: { cards: BankCard[]; banks: Bank[] }) {
  useSignals();
  const [open, setOpen] = useState(cards.length === 0);
  const [bankCode, setBankCode] = useState(banks[0]?.code ?? '');
  const [accountNo, setAccountNo] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<{ accountNo?: string | null; holder?: string | null }>({});
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { accountNo: checkAccountNo(accountNo), holder: checkHolderName(holder) };
    setErrors(next);
    if (next.accountNo || next.holder) return;
    if (
      await run(() => addBankCard({ bankCode, accountNo: accountNo.replace(/\s+/g, ''), holderName: holder.trim() }))
    ) {
      toast.success(t('wallet.card.added'), 2000);
      setOpen(false);
      setAccountNo('');
    }
  };
  return (
    <div className="wallet-box">
      <h3 className="wallet-h">{t('wallet.cards')}</h3>
      {cards.length === 0 ? (
        <p className="wallet-note">{t('wallet.card.none')}</p>
      ) : (
        <ul className="wallet-cards" aria-label={t('wallet.cards')}>
          {cards.map((c) => (
            <li key={c.id} className="wallet-card">
              <strong>{c.bankName}</strong> <span dir="ltr">{c.accountMasked}</span> <span>{c.holderName}</span>
            </li>
          ))}
        </ul>
      )}
      {!open && (
        <button type="button" className="btn btn-ghost btn-block" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('wallet.card.add')}
        </button>
      )}
      {open && (
        <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('wallet.card.add')}>
          <Select
            name="bankCode"
            label={t('wallet.bank')}
            value={bankCode}
            onChange={setBankCode}
            options={banks.map((b) => ({ value: b.code, text: b.name }))}
          />
          <Input
            name="accountNo"
            label={t('wallet.card.accountNo')}
            value={accountNo}
            inputMode="numeric"
            maxLength={34}
            error={errors.accountNo}
            onChange={setAccountNo}
          />
          <Input
            name="holderName"
            label={t('wallet.card.holder')}
            value={holder}
            maxLength={60}
            error={errors.holder}
            autoComplete="name"
            onChange={setHolder}
          />
          <SubmitRow busy={busy} formError={formError} label={t('wallet.card.save')} />
        </form>
      )}
    </div>
  );
}
