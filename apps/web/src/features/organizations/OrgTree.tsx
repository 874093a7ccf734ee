import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrganizationSummary } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { countryLabel } from '../../components/countries.ts';
import { PackageStateChip } from '../licences/index.ts';
import { useChildren } from './queries.ts';
import { countsText } from './counts.ts';

/** The sub-organizations of `rootId` as an expandable tree; children load when a node opens. */
export function OrgTree({ rootId, onTag }: { rootId: number; onTag: (tag: string) => void }) {
  const { t } = useTranslation();
  const children = useChildren(rootId, Boolean(rootId));
  if (children.isPending) return <Skeleton sx={{ mx: 2 }} height={56} />;
  if (children.isError) {
    return (
      <Typography sx={{ p: 3 }} color="error" role="alert">
        {t('organizations.loadFailed')}
      </Typography>
    );
  }
  if (children.data.results.length === 0) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography variant="h3" component="p">
          {t('organizations.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('organizations.emptyText')}</Typography>
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={t('organizations.treeLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children.data.results.map((row) => (
        <OrgBranch key={row.id} row={row} depth={0} ownOrgId={rootId} onTag={onTag} />
      ))}
    </Box>
  );
}

function OrgBranch({
  row,
  depth,
  ownOrgId,
  onTag,
}: {
  row: OrganizationSummary;
  depth: number;
  ownOrgId: number;
  onTag: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const children = useChildren(row.id, open);
  const listId = `org-children-${row.id}`;
  return (
    <OrgRow
      row={row}
      depth={depth}
      ownOrgId={ownOrgId}
      onTag={onTag}
      toggle={
        row.subOrganizationCount > 0 ? (
          <IconButton
            size="small"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={t(open ? 'organizations.collapse' : 'organizations.expand', { name: row.name })}
          >
            {open ? <ExpandMore /> : <ChevronRight />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )
      }
    >
      {open ? (
        children.isPending ? (
          <Skeleton sx={{ ml: (depth + 1) * 3 + 2 }} height={48} />
        ) : (
          <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {(children.data?.results ?? []).map((child) => (
              <OrgBranch key={child.id} row={child} depth={depth + 1} ownOrgId={ownOrgId} onTag={onTag} />
            ))}
          </Box>
        )
      ) : null}
    </OrgRow>
  );
}

/** One organization: name (to its detail page), tags, licence state, counts. */
export function OrgRow({
  row,
  depth,
  toggle,
  children,
  onTag,
}: {
  row: OrganizationSummary;
  depth: number;
  ownOrgId: number;
  toggle?: React.ReactNode;
  children?: React.ReactNode;
  onTag: (tag: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="li" data-testid="org-row" data-org-id={row.id}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0.5, md: 2 }}
        sx={{
          pl: { xs: 1 + depth * 2, md: 1 + depth * 3 },
          pr: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          alignItems: { md: 'center' },
        }}
      >
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          {toggle}
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={`/home/organizations/${row.id}/info`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.name}
            </Link>
            {row.city || row.country ? (
              <Typography variant="body2" color="text.secondary">
                {[row.city, row.country && countryLabel(row.country, i18n.language)].filter(Boolean).join(', ')}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', pl: { xs: 5, md: 0 } }}>
          {row.hashtags.map((tag) => (
            <Chip
              key={tag}
              size="small"
              variant="outlined"
              label={`#${tag}`}
              onClick={() => onTag(tag)}
              aria-label={t('organizations.filterTag', { tag })}
            />
          ))}
          <PackageStateChip state={row.packageState} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ pl: { xs: 5, md: 0 }, minWidth: { md: 260 }, textAlign: { md: 'right' } }}>
          {countsText(t, { devices: row.deviceCount, users: row.userCount, subs: row.subOrganizationCount, credits: row.creditCount })}
        </Typography>
      </Stack>
      {children}
    </Box>
  );
}
