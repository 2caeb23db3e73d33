// The lobby's filter panel (SPEC §2.4): class, min bet, vendor, game name; the type and
// min-bet sections only for RNG, no classes for FISH. Apply reloads from page 1.
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Vendor } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { filterSections, MIN_BET_OPTIONS, minBetCents, SELECT_TYPES, type LobbyFilter } from '../../rules/filters';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Icon } from '../../ui/Icon';
import { classifyLabel } from './labels';
import { useDialogFocus } from '../../ui/useDialogFocus';

interface Props {
  gameType: string;
  classifies: readonly string[];
  vendors: readonly Vendor[];
  value: LobbyFilter;
  onApply: (f: LobbyFilter) => void;
  onClose: () => void;
}

function Choices<T extends string>({
  name,
  legend,
  options,
  value,
  label,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  label: (o: T) => ReactNode;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="fp-set">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o} className="chip fp-chip">
          <input type="radio" name={name} value={o} checked={o === value} onChange={() => onChange(o)} />
          {label(o)}
        </label>
      ))}
    </fieldset>
  );
}

export function FilterPanel({ gameType, classifies, vendors, value, onApply, onClose }: Props) {
  useSignals();
  const [draft, setDraft] = useState<LobbyFilter>(value);
  const box = useRef<HTMLFormElement>(null);
  const s = filterSections(gameType, classifies);
  useDialogFocus(box, onClose, 'h2');
  const set = (patch: Partial<LobbyFilter>) => setDraft({ ...draft, ...patch });
  const classTab = s.classes.includes(draft.tab) ? draft.tab : 'ALL';
  // Portalled: <main> is a stacking context (its fade), which would put the sheet under the header.
  return createPortal(
    <div
      className="mask mask-clear"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <form
        ref={box}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="fp-t"
        onSubmit={(e) => {
          e.preventDefault();
          onApply({ ...draft, gameName: draft.gameName.trim() });
        }}
      >
        <div className="sheet-head">
          <h2 id="fp-t" tabIndex={-1}>
            {t('filter.title')}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </button>
        </div>
        {s.type && (
          <Choices
            name="fp-type"
            legend={t('filter.type')}
            options={SELECT_TYPES}
            value={draft.selectType}
            label={(o) => (o === 'ALL' ? t('games.tab.ALL') : t(`category.${o}`))}
            onChange={(selectType) => set({ selectType })}
          />
        )}
        {s.classes.length > 0 && (
          <Choices
            name="fp-class"
            legend={t('filter.class')}
            options={['ALL', ...s.classes]}
            value={classTab}
            label={(o) => (o === 'ALL' ? t('games.tab.ALL') : classifyLabel(o))}
            onChange={(tab) => set({ tab })}
          />
        )}
        {s.minBet && (
          <Choices
            name="fp-bet"
            legend={t('filter.minBet')}
            options={MIN_BET_OPTIONS}
            value={draft.minBet}
            label={(o) => {
              const cents = minBetCents(o);
              // SPEC §9 options as money in the player's format ("R$ 0,01"), left to right in Urdu too.
              return cents === null ? (
                t('games.tab.ALL')
              ) : (
                <bdi dir="ltr">{formatMoney(cents, language.value, site.value?.currencySymbol ?? '')}</bdi>
              );
            }}
            onChange={(minBet) => set({ minBet })}
          />
        )}
        {s.vendor && (
          <label className="fp-field">
            {t('filter.vendor')}
            <select value={draft.vassalage} onChange={(e) => set({ vassalage: e.target.value })}>
              <option value="">{t('games.tab.ALL')}</option>
              {vendors.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.displayName}
                </option>
              ))}
            </select>
          </label>
        )}
        {s.name && (
          <label className="fp-field">
            {t('filter.name')}
            <input
              type="search"
              value={draft.gameName}
              maxLength={64}
              onChange={(e) => set({ gameName: e.target.value })}
            />
          </label>
        )}
        <div className="dialog-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setDraft({ tab: 'ALL', vassalage: '', minBet: 'all', gameName: '', selectType: 'ALL' })}
          >
            {t('filter.reset')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('filter.apply')}
          </button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
