// Daily check-in (/m/activity/signIn): this month's calendar, today's check-in, the streak.
import { useSignals } from '@preact/signals-react/runtime';
import { formatMonth } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { language, t, tn } from '../../state/i18n';
import { checkIn, signInCalendar } from '../../state/promotions';
import { loggedIn } from '../../state/session';
import { site } from '../../state/site';
import { useResource } from '../../state/use-resource';
import { NotLoaded } from '../../ui/Loaded';

/** The days of `today`'s month (UTC dates), with blanks before the 1st so weeks start on Sunday. */
export function monthGrid(today: string): Array<string | null> {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${today.slice(0, 7)}-${String(d).padStart(2, '0')}`);
  return cells;
}

export default function SignInPage() {
  useSignals();
  const loaded = useResource(signInCalendar, [], { when: loggedIn.value });
  // The route's guard sends a visitor to log in (SPEC §6); nothing to draw meanwhile.
  if (!loggedIn.value) return null;
  const cal = loaded.data.value;
  if (!cal) return <NotLoaded of={loaded} />;
  const signed = new Set(cal.days);
  const amount = formatMoney(cal.rewardAmount, language.value, site.value?.currencySymbol ?? '');
  return (
    <div className="signin">
      <h2 className="signin-month">{formatMonth(cal.today, language.value)}</h2>
      <p className="signin-head">
        {t('signIn.reward', { amount })} · {tn('signIn.streak', cal.streak)}
      </p>
      <ol className="signin-grid" aria-label={t('title.signIn')}>
        {monthGrid(cal.today).map((day, i) =>
          day === null ? (
            <li key={`b${i}`} aria-hidden="true" />
          ) : (
            <li
              key={day}
              className={`${signed.has(day) ? 'signed' : ''}${day === cal.today ? ' today' : ''}`}
              aria-current={day === cal.today ? 'date' : undefined}
              aria-label={`${Number(day.slice(8))}${signed.has(day) ? `, ${t('signIn.checked')}` : ''}`}
            >
              {Number(day.slice(8))}
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="btn btn-primary m-block"
        disabled={cal.signedToday}
        onClick={() => void checkIn()}
      >
        {cal.signedToday ? t('signIn.doneToday') : t('signIn.checkIn')}
      </button>
    </div>
  );
}
