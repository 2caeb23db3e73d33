// Feedback (/m/feedback, SPEC §2.8, §4, §5): question type picker that closes on choice,
// description with counter length/200, captcha refreshed on tap, submit from 1 character.
// 'Please wait' shows for up to 10 s, then a success prompt; the loading hides in all cases.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, call } from '../../api/client';
import * as messagesApi from '../../api/calls/messages';
import * as systemApi from '../../api/calls/system';
import {
  canSubmit,
  counterText,
  FEEDBACK_MAX,
  feedbackError,
  NO_TYPE,
  QUESTION_TYPES,
  type QuestionType,
} from '../../rules/feedback';
import { confirm } from '../../state/dialogs';
import { hasText, t } from '../../state/i18n';
import { errorKey } from '../../state/resource';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { Icon, type IconName } from '../../ui/Icon';

const ICONS: Record<QuestionType['icon'], IconName> = {
  deposit: 'wallet',
  withdrawal: 'download',
  game: 'slots',
  customer: 'chat',
  applyAgent: 'users',
  others: 'star',
};
/** SPEC §9: feedback loading lasts up to 10 s. */
const FEEDBACK_LOADING_MS = 10_000;

function failureKey(e: unknown): string {
  if (e instanceof ApiError && e.code === 'CAPTCHA_INVALID') return 'feedback.codeWrong';
  if (e instanceof ApiError && e.code === 'CAPTCHA_REQUIRED') return 'feedback.writeCode';
  const key = e instanceof ApiError ? (e.value as { messageKey?: unknown } | null)?.messageKey : null;
  return typeof key === 'string' && hasText(key) ? key : errorKey(e);
}

function TypePicker({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  useSignals();
  const [open, setOpen] = useState(false);
  const current = QUESTION_TYPES.find((q) => q.value === value);
  return (
    <div className="fb-picker">
      <span className="m-label" id="fb-type-label">
        {t('feedback.type')}
      </span>
      <button
        type="button"
        className="fb-select"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby="fb-type-label fb-type-value"
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
            <li key={q.value} role="option" aria-selected={q.value === value}>
              <button
                type="button"
                className="fb-type"
                // biome-ignore lint/a11y/noAutofocus: the opened list moves focus to the chosen type, as a native select does
                autoFocus={q.value === (current?.value ?? QUESTION_TYPES[0].value)}
                onClick={() => {
                  onChange(q.value);
                  setOpen(false);
                }}
              >
                <Icon name={ICONS[q.icon]} /> {t(`feedback.${q.key}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function FeedbackPage() {
  useSignals();
  const [type, setType] = useState<number>(NO_TYPE);
  const [content, setContent] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<{ key: string; image: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const refreshCaptcha = () => {
    call(systemApi.captcha, {}).then(setCaptcha, () => setCaptcha(null));
  };
  useEffect(refreshCaptcha, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = feedbackError({ type, content, captcha: code });
    setError(problem);
    if (problem) {
      (problem === 'feedback.length'
        ? contentRef
        : problem === 'feedback.chooseType'
          ? null
          : codeRef
      )?.current?.focus();
      return;
    }
    setSending(true);
    const hide = toast.loading(t('common.pleaseWait'), FEEDBACK_LOADING_MS);
    try {
      await call(
        messagesApi.feedback,
        {
          content: content.trim(),
          sender: session.value?.userName ?? '',
          type,
          captcha: code.trim(),
          captchaKey: captcha?.key ?? '',
        },
        { timeoutMs: FEEDBACK_LOADING_MS },
      );
      hide();
      setContent('');
      setType(NO_TYPE);
      setCode('');
      await confirm({ title: t('feedback.sentTitle'), body: t('feedback.sent'), ok: t('common.ok') });
    } catch (err) {
      hide();
      setError(failureKey(err));
    } finally {
      hide();
      setSending(false);
      // A captcha answers once, right or wrong.
      refreshCaptcha();
    }
  };

  return (
    <form className="m-form fb" onSubmit={submit} noValidate>
      <TypePicker
        value={type}
        onChange={(v) => {
          setType(v);
          setError(null);
        }}
      />
      <label className="m-label" htmlFor="fb-content">
        {t('feedback.description')}
      </label>
      <textarea
        id="fb-content"
        ref={contentRef}
        className="m-input fb-text"
        rows={6}
        maxLength={FEEDBACK_MAX}
        value={content}
        aria-describedby="fb-counter"
        placeholder={t('feedback.placeholder')}
        onChange={(e) => setContent(e.target.value)}
      />
      <p id="fb-counter" className="fb-counter" aria-live="polite">
        {counterText(content)}
      </p>
      <label className="m-label" htmlFor="fb-code">
        {t('feedback.code')}
      </label>
      <div className="fb-captcha">
        <input
          id="fb-code"
          ref={codeRef}
          className="m-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className="fb-captcha-img"
          aria-label={t('feedback.refreshCode')}
          onClick={refreshCaptcha}
        >
          {captcha ? <img src={captcha.image} alt="" width={120} height={44} /> : <Icon name="refresh" />}
        </button>
      </div>
      {error && (
        <p className="m-error" role="alert">
          {t(error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary m-block" disabled={!canSubmit(content) || sending}>
        {t('feedback.submit')}
      </button>
    </form>
  );
}
