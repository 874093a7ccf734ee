import type { Locale } from '@signage/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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
      en: { translation: en },
      es: { translation: es },
      fr: { translation: fr },
      sv: { translation: sv },
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
    createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, node))),
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
});
