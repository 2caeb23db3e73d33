// A pause or self-exclusion (responsible gaming): 24 hours, 7 or 30 days, or for good. The
// confirmation says what it means (signed out everywhere now, no login until it ends, it
// cannot be undone); once confirmed the server ends every session and this device goes home.
// Where the jurisdiction profile asks it (Brazil), the box also links the regulator's central
// self-exclusion platform, which excludes the player from every authorised site at once.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { formatDate } from '../../lib/dates';
import { profileOf } from '../../rules/jurisdiction';
import { EXCLUSION_PERIODS, type ExclusionPeriod, exclusionEnd } from '../../rules/responsible';
import { confirm } from '../../state/dialogs';
import { language, t } from '../../state/i18n';
import { excludeSelf } from '../../state/member/responsible';
import { site } from '../../state/site';
import { toast } from '../../state/toasts';
import { SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { BoxForm } from '../common/box-form';

function ask(period: ExclusionPeriod): Promise<boolean> {
  const end = exclusionEnd(period, Date.now());
  const label = t(`responsible.exclusion.period.${period}`);
  return confirm(
    end === null
      ? {
          title: t('responsible.exclusion.confirmForeverTitle'),
          body: t('responsible.exclusion.confirmForever'),
          ok: t('responsible.exclusion.confirmOk'),
          cancel: t('common.cancel'),
        }
      : {
          title: t('responsible.exclusion.confirmTitle', { period: label }),
          body: t('responsible.exclusion.confirmBody', {
            date: formatDate(new Date(end).toISOString(), language.value, true),
          }),
          ok: t('responsible.exclusion.confirmOk'),
          cancel: t('common.cancel'),
        },
  );
}

/** The regulator's platform, in a new tab: the site's own pause stays on this page. */
function CentralExclusion({ url }: { url: string }) {
  useSignals();
  return (
    <p className="rg-central">
      {t('responsible.exclusion.central')}{' '}
      <a className="link link-inline" href={url} target="_blank" rel="noopener noreferrer">
        {t('responsible.exclusion.centralLink')}
      </a>
    </p>
  );
}

export function ExclusionBox() {
  useSignals();
  const [, navigate] = useLocation();
  const form = useForm({ period: '24h' }, { validate: () => ({ period: null }) });
  const { busy, error, submit } = useSubmit({ form });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const period = form.values.period as ExclusionPeriod;
    if (!(await ask(period))) return;
    await submit(async () => {
      const v = await excludeSelf(period, navigate);
      toast.info(
        v.until
          ? t('responsible.exclusion.done', { date: formatDate(v.until, language.value, true) })
          : t('responsible.exclusion.doneForever'),
        8000,
      );
    });
  };
  return (
    <BoxForm headingId="rg-exclusion-h" title={t('responsible.exclusion')} onSubmit={onSubmit}>
      <p className="wallet-note">{t('responsible.exclusion.note')}</p>
      {profileOf(site.value).centralExclusion && site.value?.centralExclusionUrl && (
        <CentralExclusion url={site.value.centralExclusionUrl} />
      )}
      <SelectField
        field={form.bind('period')}
        label={t('responsible.exclusion.length')}
        options={EXCLUSION_PERIODS.map((p) => ({ value: p, text: t(`responsible.exclusion.period.${p}`) }))}
      />
      <SubmitRow busy={busy} error={error} label={t('responsible.exclusion.submit')} />
    </BoxForm>
  );
}
