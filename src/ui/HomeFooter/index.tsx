// Home footer (SPEC §2.3), a lazy chunk: follow-us icons (only for links that exist),
// the game categories beginning with HOT, the help titles (SPEC §2.11), payment and licence
// marks, the legal and age texts, the copyright line, and the home-screen install guide. Where
// the jurisdiction profile asks it (Brazil), who runs the site: legal name, CNPJ, authorisation,
// the responsible-gaming help line and 18+ (site config "operator", sent with the status), and
// only the payment marks of the deposit kinds the profile allows.
import '../CatIcon/more';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { copyrightYears, followLinks, footerCategories } from '../../rules/home-footer';
import { helpLineTel, profileOf } from '../../rules/jurisdiction';
import { kindAllowed } from '../../rules/own-cpf';
import { ensure, gameTypes } from '../../state/home-catalogue';
import { device } from '../../state/device';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { CatIcon } from '../CatIcon';
import { HelpLinks } from '../HelpLinks';
import age18 from './marks/age18.svg';
import boleto from './marks/boleto.svg';
import licensed from './marks/licensed.svg';
import mastercard from './marks/mastercard.svg';
import pix from './marks/pix.svg';
import usdt from './marks/usdt.svg';
import visa from './marks/visa.svg';

const InstallPopup = lazy(() => import('../InstallPopup'));
// SPEC §2.3 payment and licence images: small SVG marks inlined by the build (src/css.d.ts),
// each with the deposit kind it stands for: only the kinds the jurisdiction allows are
// advertised (Brazil: PIX alone; cards, boleto and crypto are not money it admits).
const PAYMENTS = [
  ['PIX', pix, 'PIX'],
  ['Boleto', boleto, 'BANK'],
  ['Visa', visa, 'GATEWAY'],
  ['Mastercard', mastercard, 'GATEWAY'],
  ['USDT', usdt, 'GATEWAY'],
] as const;

function Mark({ src, label, wide }: { src: string; label: string; wide?: boolean }) {
  return (
    <img className="hf-mark" src={src} alt={label} width={wide ? 56 : 32} height={wide ? 28 : 32} decoding="async" />
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

/** Who runs the site, each line only when the config has it (the start-up check names a missing one). */
export function OperatorFacts() {
  useSignals();
  const status = site.value;
  const op = status?.operator;
  if (!profileOf(status).operatorDisclosure || !op) return null;
  const tel = op.helpLine ? helpLineTel(op.helpLine) : null;
  return (
    <section className="hf-operator" aria-labelledby="hf-operator-h">
      <h2 id="hf-operator-h" className="hf-h">
        {t('footer.operator')}
      </h2>
      {op.legalName && <p>{t('footer.operator.name', { name: op.legalName })}</p>}
      {op.cnpj && (
        <p>
          <bdi dir="ltr">{t('footer.operator.cnpj', { cnpj: op.cnpj })}</bdi>
        </p>
      )}
      {op.authorisation && <p>{t('footer.operator.authorisation', { number: op.authorisation })}</p>}
      {op.helpLine && (
        <p>
          {tel ? (
            <a className="hf-tel" href={tel}>
              {t('footer.operator.helpLine', { line: op.helpLine })}
            </a>
          ) : (
            t('footer.operator.helpLine', { line: op.helpLine })
          )}
        </p>
      )}
      <p className="hf-adults">{t('footer.operator.adults')}</p>
    </section>
  );
}

export default function HomeFooter() {
  useSignals();
  const [install, setInstall] = useState(false);
  const lang = language.value;
  useEffect(() => ensure(gameTypes, lang), [lang]);
  const types = [...(gameTypes.data.value ?? [])].sort((a, b) => a.sort - b.sort).map((g) => g.gameType);
  const canInstall = !device.standalone && !device.nativeShell;
  const profile = profileOf(site.value);
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
      <ul className="hf-marks" aria-label={t('footer.payments')}>
        {PAYMENTS.filter(([, , kind]) => kindAllowed(profile, kind)).map(([name, src]) => (
          <li key={name}>
            <Mark src={src} label={name} wide />
          </li>
        ))}
      </ul>
      <div className="hf-marks">
        <Mark src={licensed} label={t('footer.licensed')} />
        <Mark src={age18} label={t('footer.ageMark')} />
      </div>
      <p className="hf-legal">{t('footer.legal')}</p>
      <p className="hf-legal">{t('footer.age')}</p>
      <OperatorFacts />
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
