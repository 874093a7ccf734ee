import { ThemeProvider } from '@mui/material/styles';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.ts';
import sv from '../../i18n/locales/sv.ts';
import { buildTheme } from '../theme.ts';
import { SideNav } from './SideNav.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources: { en: { translation: en }, sv: { translation: sv } }, lng: 'en', interpolation: { escapeValue: false } });
});

/** The navigation's text (server-rendered: the web project has no DOM test setup). */
function render(node: ReturnType<typeof createElement>): string {
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(MemoryRouter, null, createElement(ThemeProvider, { theme: buildTheme(null, 'light') }, node)),
    ),
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the side navigation', () => {
  it('shows the count of playlists waiting for approval beside Playlists, with a sentence for screen readers', async () => {
    const nav = (count: number) =>
      createElement(SideNav, {
        role: 'admin',
        flags: undefined,
        variant: 'permanent',
        open: true,
        onClose: () => {},
        badges: { playlists: { count, label: i18n.t('nav.waitingForApproval', { count }) } },
      });
    await i18n.changeLanguage('sv');
    const html = render(nav(4));
    expect(html).toContain('Spellistor 4 4 spellistor väntar på ditt godkännande');
    await i18n.changeLanguage('en');
    expect(render(nav(0))).not.toContain('waiting');
  });
});
