// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { weatherPropsSchema } from '@signage/slides/widgets/models';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/index.ts';
import { getWidgetEditor } from '../registry.ts';
import './index.tsx';

describe('weather widget editor', () => {
  it('registers with the licence flag and the default location, and renders its panel in each language', async () => {
    const editor = getWidgetEditor('weather');
    expect(editor?.licence).toBe('weather');
    expect(editor?.initialProps?.({ language: 'en' })).toEqual({ location: { name: 'Stockholm', latitude: 59.3293, longitude: 18.0686 } });
    const value = weatherPropsSchema.parse({ forecastDays: 4 });
    const words: Record<string, string> = { en: 'Humidity', es: 'Humedad', fr: 'Humidité', sv: 'Luftfuktighet' };
    for (const [language, word] of Object.entries(words)) {
      await i18n.changeLanguage(language);
      const html = renderToStaticMarkup(
        createElement(QueryClientProvider, { client: new QueryClient() }, createElement(editor!.Panel, { value, onChange: () => {} })),
      );
      expect(html, language).toContain(word);
      expect(html).toContain('Stockholm');
    }
  });
});
