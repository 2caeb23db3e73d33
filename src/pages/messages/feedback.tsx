// Feedback (/m/feedback, SPEC §2.8, §4, §5): question type picker that closes on choice,
// description with counter length/200, captcha refreshed on tap, submit from 1 character.
// 'Please wait' shows for up to 10 s, then a success prompt; the loading hides in all cases.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { canSubmit, counterText, FEEDBACK_MAX, feedbackErrors, NO_TYPE } from '../../rules/feedback';
import { confirm } from '../../state/dialogs';
import { FEEDBACK_LOADING_MS, feedbackCaptcha, sendFeedback } from '../../state/feedback';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { useResource } from '../../state/use-resource';
import { Field, FormError, Submit, TextAreaField, useForm, useSubmit } from '../../ui/form';
import { Icon } from '../../ui/Icon';
import { TypePicker } from './type-picker';

const EMPTY = { type: String(NO_TYPE), content: '', captcha: '' };

export default function FeedbackPage() {
  useSignals();
  const captcha = useResource(feedbackCaptcha, []);
  const form = useForm(EMPTY, { validate: (v) => feedbackErrors({ ...v, type: Number(v.type) }) });
  const { busy, error, submit } = useSubmit({ form });
  const v = form.values;
  const code = form.bind('captcha');
  const picture = captcha.data.value;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    let asked = false;
    await submit(async () => {
      asked = true;
      const hide = toast.loading(t('common.pleaseWait'), FEEDBACK_LOADING_MS);
      try {
        await sendFeedback({
          content: v.content.trim(),
          type: Number(v.type),
          captcha: v.captcha.trim(),
          captchaKey: picture?.key ?? '',
        });
      } finally {
        hide();
      }
      form.reset(EMPTY);
      void confirm({ title: t('feedback.sentTitle'), body: t('feedback.sent'), ok: t('common.ok') });
    });
    // A captcha answers once, right or wrong; a form stopped by its own checks spent none.
    if (asked) captcha.reload();
  };

  return (
    <form className="m-form fb" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TypePicker field={form.bind('type')} />
      <TextAreaField
        field={form.bind('content')}
        label={t('feedback.description')}
        rows={6}
        maxLength={FEEDBACK_MAX}
        placeholder={t('feedback.placeholder')}
        hint={counterText(v.content)}
      />
      <Field
        field={{ ...code, onChange: (x) => code.onChange(x.replace(/\D/g, '')) }}
        label={t('feedback.code')}
        inputMode="numeric"
        maxLength={6}
        addon={
          <button type="button" className="captcha-img" aria-label={t('feedback.refreshCode')} onClick={captcha.reload}>
            {picture ? <img src={picture.image} alt="" width={120} height={44} /> : <Icon name="refresh" />}
          </button>
        }
      />
      <FormError messageKey={error} />
      <Submit busy={busy} disabled={!canSubmit(v.content)}>
        {t('feedback.submit')}
      </Submit>
    </form>
  );
}
