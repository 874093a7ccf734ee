import type { Locale } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import type { HelpContent } from './content/types.ts';

/** Help texts per language (content/{en,es,fr,sv}/index.ts), each loaded on demand. */
const modules = import.meta.glob<{ default: HelpContent }>('./content/*/index.ts');

async function loadHelp(locale: Locale): Promise<HelpContent> {
  const loader = modules[`./content/${locale}/index.ts`] ?? modules['./content/en/index.ts'];
  if (!loader) throw new Error('no help content');
  return (await loader()).default;
}

export function useHelpContent(locale: Locale) {
  return useQuery({ queryKey: ['help', locale], queryFn: () => loadHelp(locale), staleTime: Number.POSITIVE_INFINITY });
}
