import { describe, expect, it } from 'vitest';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

const leaves = (value: unknown, path = ''): Array<[string, string]> =>
  typeof value === 'string'
    ? [[path, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));

describe('social widgets text', () => {
  it('exists in every language with the same keys and placeholders', () => {
    const english = new Map(leaves(en));
    for (const [lang, texts] of Object.entries({ es, fr, sv })) {
      const translated = new Map(leaves(texts));
      expect([...translated.keys()], lang).toEqual([...english.keys()]);
      for (const [key, text] of translated) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      }
      // Translated, not copied: most texts differ from English.
      const same = [...translated].filter(([key, text]) => text === english.get(key));
      expect(same.length, lang).toBeLessThan(english.size / 4);
    }
  });
});
