import { CREDITS_PER_PACK, type Locale, type PaymentAddon, type Purchase, type PricingItem } from '@signage/shared';

/** What each purchasable is called on the checkout page and the invoice, in the buyer's language. */
const ADDON_NAMES: Record<PaymentAddon, string> = {
  weather: 'Weather',
  news: 'News',
  facebook: 'Facebook',
  instagram: 'Instagram',
  qrcode: 'QR code',
  canva: 'Canva',
  ai_assistant: 'AI assistant',
};

const TEXT: Record<
  Locale,
  { extension: (years: number) => string; addon: (name: string) => string; credits: string; devices: string; users: string; tax: string }
> = {
  en: {
    extension: (y) => `Licence extension, ${y} ${y === 1 ? 'year' : 'years'} (per screen)`,
    addon: (n) => `Add-on: ${n}`,
    credits: `AI credits, pack of ${CREDITS_PER_PACK}`,
    devices: 'Extra screen',
    users: 'Extra user',
    tax: 'Tax',
  },
  es: {
    extension: (y) => `Ampliación de licencia, ${y} ${y === 1 ? 'año' : 'años'} (por pantalla)`,
    addon: (n) => `Complemento: ${n}`,
    credits: `Créditos de IA, paquete de ${CREDITS_PER_PACK}`,
    devices: 'Pantalla adicional',
    users: 'Usuario adicional',
    tax: 'Impuestos',
  },
  fr: {
    extension: (y) => `Prolongation de licence, ${y} ${y === 1 ? 'an' : 'ans'} (par écran)`,
    addon: (n) => `Module : ${n}`,
    credits: `Crédits IA, lot de ${CREDITS_PER_PACK}`,
    devices: 'Écran supplémentaire',
    users: 'Utilisateur supplémentaire',
    tax: 'Taxes',
  },
  sv: {
    extension: (y) => `Licensförlängning, ${y} år (per skärm)`,
    addon: (n) => `Tillägg: ${n}`,
    credits: `AI-krediter, paket om ${CREDITS_PER_PACK}`,
    devices: 'Extra skärm',
    users: 'Extra användare',
    tax: 'Moms',
  },
};

/** The price chart item a purchase is priced by. */
export function pricingItemOf(purchase: Purchase): PricingItem {
  switch (purchase.kind) {
    case 'extension':
      return `extension_${purchase.years}y_per_device` as PricingItem;
    case 'addon':
      return `addon_${purchase.addon}` as PricingItem;
    case 'credits':
      return 'credits_pack_100';
    case 'devices':
      return 'device_increment';
    case 'users':
      return 'user_increment';
  }
}

export function describe(purchase: Purchase, locale: Locale): string {
  const t = TEXT[locale] ?? TEXT.en;
  switch (purchase.kind) {
    case 'extension':
      return t.extension(purchase.years);
    case 'addon':
      return t.addon(ADDON_NAMES[purchase.addon]);
    case 'credits':
      return t.credits;
    case 'devices':
      return t.devices;
    case 'users':
      return t.users;
  }
}

export const taxLabel = (locale: Locale, rate: number) => `${(TEXT[locale] ?? TEXT.en).tax} ${rate}%`;
