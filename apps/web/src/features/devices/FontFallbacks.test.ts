import i18next from 'i18next';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { FontFallbackAlert, FontFallbackIcon, fontNames } from './FontFallbacks.tsx';
import en from './i18n/en.ts';
import sv from './i18n/sv.ts';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: { devices: en } }, sv: { translation: { devices: sv } } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

const render = (node: FunctionComponent<{ fontFallbacks: readonly string[] }>, fontFallbacks: string[]) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(node, { fontFallbacks })));

describe('font fallback warning', () => {
  it('names the fonts by their catalogue names (an unknown id as it is)', () => {
    expect(fontNames(['lobster', 'oswald', 'no-such-font'])).toBe('Lobster, Oswald, no-such-font');
  });

  it('renders a warning alert with icon and text on the screen page, nothing when every font loaded', () => {
    const html = render(FontFallbackAlert, ['lobster', 'oswald']);
    expect(html).toContain('data-testid="font-fallbacks"');
    expect(html).toContain('MuiAlert-colorWarning');
    expect(html).toContain('MuiAlert-icon');
    expect(html).toContain('Fonts not loaded on this screen: Lobster, Oswald. Slides use a fallback font.');
    expect(render(FontFallbackAlert, [])).toBe('');
  });

  it('renders a focusable warning icon with the text for assistive technology in the list, translated', async () => {
    await i18n.changeLanguage('sv');
    try {
      const html = render(FontFallbackIcon, ['lobster']);
      expect(html).toContain('data-testid="font-fallbacks-icon"');
      expect(html).toContain('tabindex="0"');
      expect(html).toContain('Typsnitt som inte laddades på den här skärmen: Lobster.');
      expect(render(FontFallbackIcon, [])).toBe('');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
