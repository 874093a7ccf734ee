import type { Locale } from '@signage/shared';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SideNav } from '../../app/layout/SideNav.tsx';
import { buildTheme } from '../../app/theme.ts';
import coreEn from '../../i18n/locales/en.ts';
import coreSv from '../../i18n/locales/sv.ts';
import { approvalKeys } from '../playlists/approval/api.ts';
import en from './i18n/en.ts';
import es from './i18n/es.ts';
import fr from './i18n/fr.ts';
import sv from './i18n/sv.ts';
import { WaitingApprovals } from './WaitingApprovals.tsx';

// Nothing is fetched here (the count is in the query cache), and the app's i18n module reads the
// browser's language when imported: both stand aside.
vi.mock('../../api/client.ts', () => ({ endpoint: () => async () => ({}), toApiError: (e: unknown) => e }));
vi.mock('../../i18n/index.ts', () => ({ registerTranslations: () => {} }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { translation: { ...coreEn, ...en } },
      es: { translation: es },
      fr: { translation: fr },
      sv: { translation: { ...coreSv, ...sv } },
    },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

/** Server-rendered text (the web project has no DOM test setup), with `waiting` submissions in the query cache. */
async function render(node: ReturnType<typeof createElement>, waiting: number, lng: Locale): Promise<string> {
  await i18n.changeLanguage(lng);
  const client = new QueryClient();
  client.setQueryData(approvalKeys.list(), { totalCount: waiting, results: [] });
  const html = renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        I18nextProvider,
        { i18n },
        createElement(MemoryRouter, null, createElement(ThemeProvider, { theme: buildTheme(null, 'light') }, node)),
      ),
    ),
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('playlists waiting for approval', () => {
  it('the dashboard counts them for owners and admins, in four languages, and says nothing when none waits', async () => {
    const card = createElement(WaitingApprovals, { enabled: true });
    expect(await render(card, 2, 'en')).toContain('Changes to 2 playlists are waiting for your approval.');
    expect(await render(card, 1, 'en')).toContain('Changes to 1 playlist are waiting for your approval.');
    expect(await render(card, 3, 'es')).toContain('Hay cambios en 3 listas de reproducción pendientes de tu aprobación.');
    expect(await render(card, 3, 'fr')).toContain('Des modifications de 3 playlists attendent votre approbation.');
    expect(await render(card, 3, 'sv')).toContain('Ändringar i 3 spellistor väntar på ditt godkännande.');
    expect((await render(card, 0, 'en')).trim()).toBe('');
    expect((await render(createElement(WaitingApprovals, { enabled: false }), 2, 'en')).trim()).toBe('');
  });

  it('the navigation shows the count beside Playlists, with a sentence for screen readers', async () => {
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
    const html = await render(nav(4), 4, 'sv');
    expect(html).toContain('Spellistor 4 4 spellistor väntar på ditt godkännande');
    expect(await render(nav(0), 0, 'en')).not.toContain('waiting');
  });
});
