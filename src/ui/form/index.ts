// The form kit: one useForm (values and inline errors), one useSubmit (busy, refusals, double
// taps, money request keys), the field components and the end of a form. Every form uses it.
// MoneyInput is imported from its own file: it brings the money rules, which a sign-up form
// has no use for (a module re-exported here joins the chunk of every form that imports this).
export { describedBy, Field, FieldFrame, SelectField, TextAreaField, type FieldProps } from './Field';
export { FormError, Submit, SubmitRow } from './Submit';
export { type Errors, type FieldBinding, type Form, type FormSpec, useForm } from './use-form';
export { type RunOptions, type SubmitOptions, useSubmit } from './use-submit';
