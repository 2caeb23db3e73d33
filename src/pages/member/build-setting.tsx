// The app's version (src/rules/build-choice.ts), a member setting: automatic, light or full.
// The boot script chooses the build before any of the app loads, so applying a choice that
// runs the other build restarts the app; the radios say which one automatic gives this phone.
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { RUNNING_BUILD } from '../../lib/running-build';
import {
  automaticChoice,
  BUILD_SETTINGS,
  type BuildSetting,
  buildSetting,
  saveBuildSetting,
} from '../../state/build-setting';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Submit } from '../../ui/form';
import { BoxForm } from '../common/box-form';

const NAMES = { lite: 'member.build.lite', react: 'member.build.react' } as const;
const HINTS = {
  auto: 'member.build.autoHint',
  lite: 'member.build.liteHint',
  react: 'member.build.reactHint',
} as const;

export function BuildSettingForm() {
  useSignals();
  const [picked, pick] = useState<BuildSetting>(buildSetting.value);
  const [restarting, setRestarting] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const result = saveBuildSetting(picked);
    if (result === 'failed') toast.fail(t('member.build.notSaved'));
    else if (result === 'kept') toast.success(t('auth.change.saved'), 2000);
    else {
      setRestarting(true);
      location.reload();
    }
  };
  const label = (s: BuildSetting) =>
    s === 'auto' ? t('member.build.auto', { build: t(NAMES[automaticChoice()]) }) : t(NAMES[s]);
  return (
    <BoxForm headingId="build-h" title={t('member.build.title')} onSubmit={onSubmit} testId="build-setting">
      <p className="wallet-note">{t('member.build.running', { build: t(NAMES[RUNNING_BUILD]) })}</p>
      <fieldset className="wallet-radios">
        <legend className="sr-only">{t('member.build.title')}</legend>
        {BUILD_SETTINGS.map((s) => (
          <label key={s} className={s === picked ? 'wallet-option wallet-option-on' : 'wallet-option'}>
            <input type="radio" name="build" value={s} checked={s === picked} onChange={() => pick(s)} />
            <span className="wallet-option-text">
              <span>{label(s)}</span>
              <span className="field-hint">{t(HINTS[s])}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="wallet-note">{t('member.build.restarts')}</p>
      <Submit busy={restarting}>{t('member.build.apply')}</Submit>
    </BoxForm>
  );
}
