// Home footer (SPEC §2.3), a lazy chunk: follow-us icons (only for links that exist),
// the game categories beginning with HOT, the help titles (SPEC §2.11), payment and licence
// marks, the legal and age texts, the copyright line, and the home-screen install guide.
import '../CatIcon/more';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { copyrightYears, followLinks, footerCategories } from '../../rules/home-footer';
import { ensure, gameTypes } from '../../state/home-catalogue';
import { device } from '../../state/device';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { CatIcon } from '../CatIcon';
import { HelpLinks } from '../HelpLinks';

const InstallPopup = lazy(() => import('../InstallPopup'));
const PAYMENTS = ['PIX', 'Boleto', 'Visa', 'Mastercard', 'USDT'] as const;

function Mark({ label }: { label: string }) {
  // Wide enough for its label in any language (about 8 px a character at 12 px bold).
  const w = Math.max(56, Math.round(label.length * 8.2) + 20);
  return (
    <svg className="hf-mark" width={w} height="30" viewBox={`0 0 ${w} 30`} role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width={w - 1} height="29" rx="6" fill="none" stroke="currentColor" />
      <text x={w / 2} y="19.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="currentColor">
        {label}
      </text>
    </svg>
  );
}

export function FollowIcons() {
  useSignals();
  const links = followLinks(site.value?.links ?? []);
  if (links.length === 0) return null;
  return (
    <ul className="hf-follow">
      {links.map((l) => (
        <li key={l.type}>
          <a
            className="icon-btn hf-social"
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.followOn', { name: t(`social.${l.type}`) })}
          >
            <CatIcon name={l.type} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function HomeFooter() {
  useSignals();
  const [install, setInstall] = useState(false);
  const lang = language.value;
  useEffect(() => ensure(gameTypes, lang), [lang]);
  const types = [...(gameTypes.data.value ?? [])].sort((a, b) => a.sort - b.sort).map((g) => g.gameType);
  const canInstall = !device.standalone && !device.nativeShell;
  return (
    <footer className="hf">
      <h2 className="hf-h">{t('footer.followUs')}</h2>
      <FollowIcons />
      <nav aria-label={t('footer.categories')}>
        <ul className="hf-cats">
          {footerCategories(types).map((c) => (
            <li key={c.category}>
              <Link href={c.href}>{t(`category.${c.category}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* SPEC §2.11: the help titles (terms, responsible gaming, …), each opening /m/help?i={index}. */}
      <h2 className="hf-h">{t('footer.help')}</h2>
      <HelpLinks />
      <h2 className="hf-h">{t('footer.payments')}</h2>
      <div className="hf-marks">
        {PAYMENTS.map((p) => (
          <Mark key={p} label={p} />
        ))}
      </div>
      <div className="hf-marks">
        <Mark label={t('footer.licensed')} />
        <svg className="hf-mark" width="40" height="40" viewBox="0 0 40 40" role="img" aria-label={t('footer.ageMark')}>
          <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="2" />
          <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="800" fill="currentColor">
            18+
          </text>
        </svg>
      </div>
      <p className="hf-legal">{t('footer.legal')}</p>
      <p className="hf-legal">{t('footer.age')}</p>
      {canInstall && (
        <button type="button" className="btn btn-ghost hf-install" onClick={() => setInstall(true)}>
          {t('install.open')}
        </button>
      )}
      <p className="hf-copy">
        {t('footer.copyright', {
          year: copyrightYears(site.value?.copyrightFrom, new Date().getFullYear()),
          brand: t('brand.logo'),
        })}
      </p>
      {install && (
        <Suspense fallback={null}>
          <InstallPopup onClose={() => setInstall(false)} />
        </Suspense>
      )}
    </footer>
  );
}
