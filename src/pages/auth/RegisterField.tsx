// One registration field with its label, input type, keyboard and autofill hints.
import { useSignals } from '@preact/signals-react/runtime';
import type { HTMLAttributes } from 'react';
import { IDENTITY_LIMITS } from '../../rules/identity';
import type { RegisterFormField } from '../../rules/registration';
import { LIMITS } from '../../rules/validation';
import { t } from '../../state/i18n';
import { Field, type FieldBinding } from '../../ui/form';

interface Meta {
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete: string;
  maxLength: number;
  hint?: string;
}

const META: Partial<Record<RegisterFormField, Meta>> = {
  username: { autoComplete: 'username', maxLength: 16, hint: 'auth.hint.username' },
  password: { type: 'password', autoComplete: 'new-password', maxLength: LIMITS.password, hint: 'auth.hint.password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password', maxLength: LIMITS.password },
  paymentPassword: {
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 6,
    hint: 'auth.hint.paymentPassword',
  },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: LIMITS.email },
  nickname: { autoComplete: 'nickname', maxLength: 20 },
  payeeName: { autoComplete: 'name', maxLength: LIMITS.text },
  idNumber: { autoComplete: 'off', maxLength: 20 },
  qqNum: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 },
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'off', maxLength: 16 },
  zalo: { type: 'tel', inputMode: 'tel', autoComplete: 'off', maxLength: 15 },
  recommenderId: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 },
  affiliateCode: { autoComplete: 'off', maxLength: 16 },
  cpf: { inputMode: 'numeric', autoComplete: 'off', maxLength: IDENTITY_LIMITS.cpf, hint: 'auth.hint.cpf' },
  fullName: { autoComplete: 'name', maxLength: IDENTITY_LIMITS.fullName, hint: 'auth.hint.fullName' },
  birthDate: {
    inputMode: 'numeric',
    autoComplete: 'bday',
    maxLength: IDENTITY_LIMITS.birthDate,
    hint: 'auth.hint.birthDate',
  },
  address: { autoComplete: 'street-address', maxLength: IDENTITY_LIMITS.address, hint: 'auth.hint.address' },
};
const TEXT: Meta = { autoComplete: 'off', maxLength: LIMITS.text };

export function RegisterField({
  name,
  field,
  required,
}: {
  name: RegisterFormField;
  field: FieldBinding;
  required: boolean;
}) {
  useSignals();
  const m = META[name] ?? TEXT;
  return (
    <Field
      field={field}
      label={t(`auth.field.${name}`)}
      type={m.type}
      inputMode={m.inputMode}
      autoComplete={m.autoComplete}
      maxLength={m.maxLength}
      required={required}
      hint={m.hint ? t(m.hint) : undefined}
    />
  );
}
