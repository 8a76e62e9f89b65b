import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enBadges } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('badges', { en: enBadges });

/** The 'badges' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useBadgesT() {
  return useTranslation('badges').t;
}
