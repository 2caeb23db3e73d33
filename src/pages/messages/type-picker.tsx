// The feedback's question type (SPEC §2.8, §3 question types): a button that opens the list of
// types (the ARIA listbox pattern, each option a real button); choosing one closes it.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { QUESTION_TYPES, type QuestionType } from '../../rules/feedback';
import { t } from '../../state/i18n';
import type { FieldBinding } from '../../ui/form';
import { Icon, type IconName } from '../../ui/Icon';

const ICONS: Record<QuestionType['icon'], IconName> = {
  deposit: 'wallet',
  withdrawal: 'download',
  game: 'slots',
  customer: 'chat',
  applyAgent: 'users',
  others: 'star',
};

export function TypePicker({ field }: { field: FieldBinding }) {
  useSignals();
  const [open, setOpen] = useState(false);
  const current = QUESTION_TYPES.find((q) => String(q.value) === field.value);
  return (
    <div className={field.error ? 'fb-picker field-invalid' : 'fb-picker'}>
      <span className="m-label" id="fb-type-label">
        {t('feedback.type')}
      </span>
      <button
        type="button"
        ref={field.inputRef}
        className="fb-select"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby="fb-type-label fb-type-value"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${field.id}-err` : undefined}
        onClick={() => setOpen(!open)}
      >
        {current && <Icon name={ICONS[current.icon]} />}
        <span id="fb-type-value">{current ? t(`feedback.${current.key}`) : t('feedback.chooseType')}</span>
      </button>
      {open && (
        <ul
          className="fb-types"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA listbox pattern; each option holds a real button
          role="listbox"
          aria-labelledby="fb-type-label"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          {QUESTION_TYPES.map((q) => (
            // biome-ignore lint/a11y/useFocusableInteractive: focus goes to the option's button
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA listbox pattern
            <li key={q.value} role="option" aria-selected={String(q.value) === field.value}>
              <button
                type="button"
                className="fb-type"
                // biome-ignore lint/a11y/noAutofocus: the opened list moves focus to the chosen type, as a native select does
                autoFocus={q.value === (current?.value ?? QUESTION_TYPES[0].value)}
                onClick={() => {
                  field.onChange(String(q.value));
                  setOpen(false);
                }}
              >
                <Icon name={ICONS[q.icon]} /> {t(`feedback.${q.key}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {field.error && (
        <p id={`${field.id}-err`} className="field-error">
          {t(field.error)}
        </p>
      )}
    </div>
  );
}
