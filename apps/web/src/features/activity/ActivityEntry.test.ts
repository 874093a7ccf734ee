import type { ActivityItem, Locale } from '@signage/shared';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ActivityEntry } from './ActivityEntry.tsx';
import en from './i18n/en.ts';
import es from './i18n/es.ts';
import fr from './i18n/fr.ts';
import sv from './i18n/sv.ts';

// The app's locale state sets the page's language when imported (a browser module): the entry's
// language comes from the i18n instance here instead (no DOM test setup in this project).
vi.mock('../../state/locale.ts', async () => {
  const { useTranslation } = await import('react-i18next');
  return { useLocale: () => useTranslation().i18n.language };
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: Object.fromEntries(Object.entries({ en, es, fr, sv }).map(([lng, activity]) => [lng, { translation: { activity } }])),
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

const item = (apiToken: ActivityItem['actor']['apiToken']): ActivityItem => ({
  id: 1,
  at: '2030-01-07T09:00:00.000Z',
  action: 'playlist.publish',
  kind: 'content',
  unread: false,
  actor: { userId: 1, name: 'Ana', organizationId: null, organizationName: null, apiToken },
  organization: { id: 1, name: 'Org' },
  object: { type: 'playlist', id: '7', name: 'Lobby', link: null },
  target: null,
  details: {},
});

/** The entry's sentence as text, in `lng` (server-rendered: the web project has no DOM test setup). */
async function sentence(entry: ActivityItem, lng: Locale): Promise<string> {
  await i18n.changeLanguage(lng);
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        MemoryRouter,
        null,
        createElement(ActivityEntry, { item: entry, now: new Date('2030-01-07T10:00:00Z'), onOnly: () => {} }),
      ),
    ),
  );
  const p = /<p[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '';
  return p.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, '');
}

describe('an activity entry', () => {
  it('names the API token an action was done with, in the sentence, in four languages', async () => {
    const token = { id: 3, name: 'CI deploy' };
    expect(await sentence(item(token), 'en')).toBe('Ana via the API token “CI deploy” published the playlist Lobby');
    expect(await sentence(item(token), 'es')).toBe('Ana, mediante el token de API «CI deploy», publicó la lista de reproducción Lobby');
    expect(await sentence(item(token), 'fr')).toBe('Ana, via le jeton d’API « CI deploy », a publié la playlist Lobby');
    expect(await sentence(item(token), 'sv')).toBe('Ana via API-token ”CI deploy” publicerade spellistan Lobby');
  });

  it('says nothing of a token for an action done in the CMS', async () => {
    expect(await sentence(item(null), 'en')).toBe('Ana published the playlist Lobby');
  });
});
