// Head icon picker (SPEC §7 Member settings: set head icon): a radio group of the built-in
// pictures; the choice is saved on the profile and shows in the member centre and side menu.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { checkHeadIcon, HEAD_ICONS } from '../../rules/member-settings';
import { t } from '../../state/i18n';
import { saveHeadIcon } from '../../state/member/profile';
import { toast } from '../../state/toasts';
import { Avatar } from '../../ui/Avatar';
import { SubmitRow, useForm, useSubmit } from '../../ui/form';
import { BoxForm } from '../common/box-form';

export function HeadIconForm({ current }: { current: string }) {
  useSignals();
  const form = useForm({ icon: current }, { validate: (v) => ({ icon: checkHeadIcon(v.icon) }) });
  const { busy, error, submit } = useSubmit({ form });
  const picked = form.bind('icon');
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await submit(() => saveHeadIcon(form.values.icon))) toast.success(t('auth.change.saved'), 2000);
  };
  return (
    <BoxForm headingId="hi-h" title={t('member.headIcon.title')} onSubmit={onSubmit}>
      <fieldset className="head-icons" aria-describedby={picked.error ? `${picked.id}-err` : undefined}>
        <legend className="sr-only">{t('member.headIcon.title')}</legend>
        {HEAD_ICONS.map((h, i) => (
          <label key={h} className={h === picked.value ? 'head-icon head-icon-on' : 'head-icon'}>
            <input
              type="radio"
              name="headIcon"
              value={h}
              ref={i === 0 ? picked.inputRef : undefined}
              checked={h === picked.value}
              onChange={() => picked.onChange(h)}
              aria-label={t(`member.headIcon.${h}`)}
            />
            <Avatar icon={h} />
          </label>
        ))}
      </fieldset>
      {picked.error && (
        <p id={`${picked.id}-err`} className="field-error">
          {t(picked.error)}
        </p>
      )}
      <SubmitRow busy={busy} error={error} label={t('member.headIcon.save')} />
    </BoxForm>
  );
}
