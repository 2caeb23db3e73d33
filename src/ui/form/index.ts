// The form kit: one useForm (values and inline errors), one useSubmit (busy, refusals, double
// taps, money request keys), the field components and the end of a form. Every form uses it.
export { describedBy, Field, FieldFrame, SelectField, TextAreaField, type FieldProps } from './Field';
export { MoneyInput } from './MoneyInput';
export { FormError, Submit, SubmitRow } from './Submit';
export { type Errors, type FieldBinding, type Form, type FormSpec, useForm } from './use-form';
export { type RunOptions, type SubmitOptions, useSubmit } from './use-submit';
