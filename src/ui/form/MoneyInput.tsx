// An amount field (SPEC §9: 2 decimals) with optional preset chips. The chips and the field use
// one format, the player's (rules/wallet centsToInput: "200,00" in PT), and both read back with
// parseAmount, so a tapped preset shows as itself in the field and counts as chosen.
import { useSignals } from '@preact/signals-react/runtime';
import { centsToInput, parseAmount } from '../../rules/wallet';
import { language, t } from '../../state/i18n';
import { Field } from './Field';
import type { FieldBinding } from './use-form';

export function MoneyInput({
  field,
  label,
  hint,
  presets = [],
}: {
  field: FieldBinding;
  label: string;
  hint?: string | undefined;
  /** Amounts in cents offered as chips (the deposit's quick values). */
  presets?: readonly number[];
}) {
  useSignals();
  const lang = language.value;
  const typed = parseAmount(field.value);
  return (
    <>
      {presets.length > 0 && (
        <div className="wallet-presets" role="group" aria-label={t('common.quickAmounts')}>
          {presets.map((cents) => (
            <button
              key={cents}
              type="button"
              className={typed === cents ? 'chip chip-on' : 'chip'}
              aria-pressed={typed === cents}
              onClick={() => field.onChange(centsToInput(cents, lang))}
            >
              {centsToInput(cents, lang)}
            </button>
          ))}
        </div>
      )}
      <Field field={field} label={label} hint={hint} inputMode="decimal" maxLength={12} />
    </>
  );
}
