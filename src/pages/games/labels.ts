// Display names for catalogue codes that may have no dictionary entry.
import { t } from '../../state/i18n';

/** A classification's name, or the code itself when the dictionary has none. */
export function classifyLabel(code: string): string {
  const key = `classify.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

export function tabLabel(tab: string): string {
  if (tab === 'ALL') return t('games.tab.ALL');
  if (tab === 'NEW' || tab === 'FAV') return t(`category.${tab}`);
  return classifyLabel(tab);
}
