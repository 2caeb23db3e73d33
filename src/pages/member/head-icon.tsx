// Head icon picker (SPEC §7 Member settings: set head icon): a radio group of the built-in
// pictures; the choice is saved on the profile and shows in the member centre and side menu.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { checkHeadIcon, HEAD_ICONS } from '../../rules/member-settings';
import { saveHeadIcon } from '../../state/money';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Avatar } from '../../ui/Avatar';
import { SubmitRow, useSubmit } from './kit';

export function HeadIconForm({ current }: { current: string }) {
  useSignals();
  const [icon, setIcon] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const err = checkHeadIcon(icon);
    setError(err);
    if (err) return;
    if (await run(() => saveHeadIcon(icon))) toast.success(t('auth.change.saved'), 2000);
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="hi-h">
      <h3 id="hi-h" className="wallet-h">
        {t('member.headIcon.title')}
      </h3>
      <fieldset className="head-icons" aria-describedby={error ? 'hi-err' : undefined}>
        <legend className="sr-only">{t('member.headIcon.title')}</legend>
        {HEAD_ICONS.map((h) => (
          <label key={h} className={h === icon ? 'head-icon head-icon-on' : 'head-icon'}>
            <input
              type="radio"
              name="headIcon"
              value={h}
              checked={h === icon}
              onChange={() => {
                setIcon(h);
                setError(null);
              }}
              aria-label={t(`member.headIcon.${h}`)}
            />
            <Avatar icon={h} />
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="hi-err" className="field-error">
          {t(error)}
        </p>
      )}
      <SubmitRow busy={busy} formError={formError} label={t('member.headIcon.save')} />
    </form>
  );
}
