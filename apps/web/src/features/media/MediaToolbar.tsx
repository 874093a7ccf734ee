import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import Search from '@mui/icons-material/Search';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { MEDIA_SECTIONS, type MediaSection } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KIND_TABS } from './format.ts';
import type { ViewMode } from './MediaGrid.tsx';
import type { MediaListing } from './useMediaListing.ts';

const VIEW_KEY = 'signage.media.view';

/** Grid or list, remembered in this browser. */
export function useViewMode() {
  const [view, setView] = useState<ViewMode>(() => (window.localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid'));
  function changeView(value: ViewMode) {
    setView(value);
    window.localStorage.setItem(VIEW_KEY, value);
  }
  return [view, changeView] as const;
}

/** Section tabs, kind tabs, the search field (with the tag filter) and the view switch. */
export function MediaToolbar({
  section,
  listing,
  view,
  onView,
}: {
  section: MediaSection;
  listing: MediaListing;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}) {
  const { t } = useTranslation();
  const { kind, tag, searchInput, setSearchInput, setParam } = listing;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={section} aria-label={t('media.sectionsLabel')} variant="scrollable" scrollButtons="auto">
          {MEDIA_SECTIONS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`media.sections.${key}`)}
              component={RouterLink}
              to={`/home/media/${key}${kind !== 'all' ? `?kind=${kind}` : ''}`}
              data-testid={`media-section-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Tabs
        value={kind}
        onChange={(_, value: string) => listing.setKind(value)}
        aria-label={t('media.kindsLabel')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0.5 } }}
      >
        {KIND_TABS.map((key) => (
          <Tab key={key} value={key} label={t(`media.kindTabs.${key}`)} data-testid={`media-kind-${key}`} />
        ))}
      </Tabs>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          type="search"
          name="search"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          onKeyDown={(e) => {
            // "#tag" + Enter filters by the tag.
            if (e.key === 'Enter' && searchInput.trim().startsWith('#') && searchInput.trim().length > 1) {
              setParam('tag', searchInput.trim().slice(1));
              setSearchInput('');
            }
          }}
          label={t('media.search')}
          placeholder={t('media.searchPlaceholder')}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {tag ? (
          <Chip
            label={t('media.tagFilter', { tag })}
            onDelete={() => setParam('tag', null)}
            color="primary"
            variant="outlined"
            data-testid="media-tag-filter"
          />
        ) : null}
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, value: ViewMode | null) => {
            if (value) onView(value);
          }}
          aria-label={t('media.viewLabel')}
        >
          <ToggleButton value="grid" aria-label={t('media.gridView')}>
            <GridViewOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('media.listView')}>
            <ViewListOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
    </>
  );
}
