import type { TFunction } from 'i18next';

/** "3 screens · 1 user · …" with each part pluralized in the interface language. */
export function countsText(t: TFunction, counts: { devices: number; users: number; subs: number; credits?: number }): string {
  const parts = [
    t('organizations.counts.devices', { count: counts.devices }),
    t('organizations.counts.users', { count: counts.users }),
    t('organizations.counts.subs', { count: counts.subs }),
  ];
  if (counts.credits !== undefined) parts.push(t('organizations.counts.credits', { count: counts.credits }));
  return parts.join(' · ');
}
