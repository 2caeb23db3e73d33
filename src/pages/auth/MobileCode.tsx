// A mobile number and the SMS code sent to it, as the SMS login and the forgotten password ask
// them: the same dialing-code choice, the same number check before a code is requested (SPEC
// §5), the same send link. Registration builds its own pair from its rules (RegisterForm).
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { SmsPurpose } from '../../api/endpoints';
import { registrationSettings } from '../../state/auth';
import { useResource } from '../../state/use-resource';
import type { Form } from '../../ui/form';
import { MobileField, mobileChecker, mobileProblem, SmsCodeField } from './Verification';

/** The site's dialing codes until the player picks one; Brazil's before the settings arrive. */
export function useDialingCode() {
  const settings = useResource(registrationSettings, [], { reuse: true }).data.value;
  const [picked, setPicked] = useState<string | null>(null);
  const code = picked ?? settings?.defaultCountryCode ?? '55';
  return { code, codes: settings?.countryCodes ?? [{ code, region: '' }], pick: setPicked };
}

export type DialingCode = ReturnType<typeof useDialingCode>;

export function MobileCodeFields<F extends string>({
  form,
  dialing,
  purpose,
}: {
  form: Form<F | 'mobileNum' | 'verificationCode'>;
  dialing: DialingCode;
  purpose: SmsPurpose;
}) {
  useSignals();
  const checkMobile = mobileChecker(form, 'mobileNum', (v) => mobileProblem(v, dialing.code));
  return (
    <>
      <MobileField
        field={form.bind('mobileNum')}
        codes={dialing.codes}
        code={dialing.code}
        onCode={dialing.pick}
        required
      />
      <SmsCodeField
        field={form.bind('verificationCode')}
        purpose={purpose}
        mobile={form.values.mobileNum}
        countryCode={dialing.code}
        checkMobile={checkMobile}
        required
      />
    </>
  );
}
