// A route whose feature is not built yet: its title, a clear message and a way home.
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation } from 'wouter';
import { titleKey } from '../../rules/chrome';
import { t } from '../../state/i18n';

export default function ComingSoon() {
  useSignals();
  const [path] = useLocation();
  return (
    <section className="state coming-soon" aria-labelledby="cs-title">
      <h2 id="cs-title">{t(titleKey(path))}</h2>
      <p>{t('common.comingSoon')}</p>
      <Link className="btn btn-primary" href="/m/home">{t('common.backHome')}</Link>
    </section>
  );
}
