import type { MediaSection } from '@signage/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { mediaApi, mediaKeys } from './api.ts';
import { KIND_TABS, type KindTab } from './format.ts';

const PAGE_SIZE = 60;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The library listing of a section: kind, folder and tag come from the URL query, the search text
 * stays local (debounced 300 ms); pages of 60 load on demand.
 */
export function useMediaListing(section: MediaSection) {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind') ?? 'all';
  const kind: KindTab = (KIND_TABS as readonly string[]).includes(kindParam) ? (kindParam as KindTab) : 'all';
  const folderNumber = Number(params.get('folder'));
  const folderId = Number.isInteger(folderNumber) && folderNumber > 0 ? folderNumber : null;
  const tag = params.get('tag') ?? '';
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), 300);

  const list = useInfiniteQuery({
    queryKey: mediaKeys.list({ section, kind, folderId, search, tag }),
    queryFn: ({ pageParam }) => mediaApi.list({ section, kind, folderId, search, tag, offset: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.totalCount && last.items.length > 0 ? loaded : undefined;
    },
    // Poll while something visible is still being processed (thumbnail, duration, pages).
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.items.some((i) => i.status === 'processing')) ? 2000 : false),
  });

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const first = list.data?.pages[0];

  function setParam(name: string, value: string | null) {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    setParams(next);
  }

  function setKind(value: string) {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('kind');
    else next.set('kind', value);
    setParams(next);
  }

  function folderHref(id: number | null) {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('folder');
    else next.set('folder', String(id));
    const query = next.toString();
    return `/home/media/${section}${query ? `?${query}` : ''}`;
  }

  return {
    kind,
    folderId,
    tag,
    searchInput,
    setSearchInput,
    search,
    setParam,
    setKind,
    folderHref,
    list,
    items,
    folders: first?.folders ?? [],
    path: first?.path ?? [],
    total: first?.totalCount ?? 0,
    filtering: Boolean(search || tag || kind !== 'all'),
  };
}

export type MediaListing = ReturnType<typeof useMediaListing>;
