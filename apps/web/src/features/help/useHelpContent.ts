import type { Locale } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import type { HelpContent } from './content/types.ts';

/** Help texts per language (content/{en,es,fr,sv}.ts), each loaded on demand. */
const modules = import.meta.glob<{ default: HelpContent }>(['./content/*.ts', '!./content/types.ts']);

async function loadHelp(locale: Locale): Promise<HelpContent> {
  const loader = modules[`./content/${locale}.ts`] ?? modules['./content/en.ts'];
  if (!loader) throw new Error('no help content');
  return (await loader()).default;
}

export function useHelpContent(locale: Locale) {
  return useQuery({ queryKey: ['help', locale], queryFn: () => loadHelp(locale), staleTime: Number.POSITIVE_INFINITY });
}
