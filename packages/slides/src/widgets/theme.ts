import type { WidgetTextSize, WidgetTheme } from './contract.ts';

/**
 * The four widget themes (spec part 3) as design tokens every widget renderer uses, so a theme looks
 * like one family across weather, news, QR codes and clocks. Fonts are catalogue ids (loaded by the
 * one font mechanism, docs/decisions.md "Slide typography parity"); sizes are canvas pixels at the M text size.
 */
export interface WidgetThemeTokens {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  /** Catalogue font id for headings and figures. */
  headingFont: string;
  /** Catalogue font id for body text. */
  bodyFont: string;
  headingWeight: 400 | 700;
  radius: number;
  padding: number;
  /** Border around the widget box (CSS), or 'none'. */
  border: string;
}

export const WIDGET_THEME_TOKENS: Record<WidgetTheme, WidgetThemeTokens> = {
  minimalistic: {
    background: '#FFFFFF',
    surface: '#F5F5F5',
    text: '#212121',
    muted: '#616161',
    accent: '#212121',
    headingFont: 'roboto',
    bodyFont: 'roboto',
    headingWeight: 400,
    radius: 0,
    padding: 32,
    border: 'none',
  },
  modern: {
    background: '#0F172A',
    surface: '#1E293B',
    text: '#F8FAFC',
    muted: '#94A3B8',
    accent: '#38BDF8',
    headingFont: 'montserrat',
    bodyFont: 'open-sans',
    headingWeight: 700,
    radius: 24,
    padding: 40,
    border: 'none',
  },
  playful: {
    background: '#FFF3E0',
    surface: '#FFE0B2',
    text: '#4E342E',
    muted: '#8D6E63',
    accent: '#FF6F00',
    headingFont: 'fredoka',
    bodyFont: 'nunito',
    headingWeight: 700,
    radius: 40,
    padding: 40,
    border: '6px solid #FF6F00',
  },
  professional: {
    background: '#FFFFFF',
    surface: '#ECEFF1',
    text: '#263238',
    muted: '#546E7A',
    accent: '#1565C0',
    headingFont: 'merriweather',
    bodyFont: 'source-sans-3',
    headingWeight: 700,
    radius: 8,
    padding: 36,
    border: '2px solid #CFD8DC',
  },
};

/** Text sizes XS–L as a factor on the M size. */
export const WIDGET_TEXT_SCALE: Record<WidgetTextSize, number> = { XS: 0.6, S: 0.8, M: 1, L: 1.3 };
