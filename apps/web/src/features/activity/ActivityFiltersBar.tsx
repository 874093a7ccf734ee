import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ACTIVITY_KINDS, type ActivityKind, type ActivityObjectType } from '@signage/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivityFilters, hasFilters } from './query.ts';

interface Props {
  filters: ActivityFilters;
  onChange: (next: ActivityFilters) => void;
  people: Array<{ userId: number; name: string }>;
  /** The kinds offered (those the reader's role may see besides their own actions). */
  kinds: readonly ActivityKind[];
  /** The object types offered (as for the kinds). */
  objectTypes: readonly ActivityObjectType[];
  /** Organizations whose log the reader may pick (their own first), when there is a choice. */
  organizations: Array<{ id: number; name: string; depth: number }>;
}

/** Kind chips, person, object type, date range and (for a managing parent) the organization. */
export function ActivityFiltersBar({ filters, onChange, people, kinds, objectTypes, organizations }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = open ?? wide;
  const kindsLabel = useId();
  const panelId = useId();
  const set = (patch: Partial<ActivityFilters>) => onChange({ ...filters, ...patch, page: 1 });

  function toggleKind(kind: ActivityKind) {
    const next = filters.kinds.includes(kind) ? filters.kinds.filter((k) => k !== kind) : [...filters.kinds, kind];
    set({ kinds: ACTIVITY_KINDS.filter((k) => next.includes(k)) });
  }

  return (
    <Paper variant="outlined" component="section" aria-label={t('activity.filters.title')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<TuneIcon />}
          onClick={() => setOpen(!shown)}
          aria-expanded={shown}
          aria-controls={panelId}
          sx={{ display: { md: 'none' } }}
        >
          {shown ? t('activity.filters.hide') : t('activity.filters.show')}
        </Button>
        {filters.objectType && filters.objectId ? (
          <Chip
            color="primary"
            variant="outlined"
            label={t('activity.filters.only', { name: filters.objectName ?? `#${filters.objectId}` })}
            onDelete={() => set({ objectId: null, objectName: null, objectType: null })}
            deleteIcon={<CloseIcon aria-label={t('activity.filters.removeOnly')} />}
            data-testid="activity-only-chip"
          />
        ) : null}
        {hasFilters(filters) ? (
          <Button
            size="small"
            onClick={() =>
              onChange({
                ...filters,
                kinds: [],
                userId: null,
                objectType: null,
                objectId: null,
                objectName: null,
                from: null,
                to: null,
                page: 1,
              })
            }
          >
            {t('activity.filters.clear')}
          </Button>
        ) : null}
      </Box>
      <Box id={panelId} hidden={!shown} sx={{ mt: { xs: shown ? 1.5 : 0, md: 0 } }}>
        <Typography id={kindsLabel} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('activity.filters.kinds')}
        </Typography>
        <Box role="group" aria-labelledby={kindsLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {kinds.map((kind) => {
            const on = filters.kinds.includes(kind);
            return (
              <Chip
                key={kind}
                label={t(`activity.kinds.${kind}`)}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => toggleKind(kind)}
                aria-pressed={on}
                component="button"
                data-testid={`activity-kind-${kind}`}
              />
            );
          })}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: organizations.length > 1 ? 'repeat(5, minmax(0, 1fr))' : 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {organizations.length > 1 ? (
            <TextField
              select
              size="small"
              label={t('activity.filters.organization')}
              value={String(filters.organizationId ?? organizations[0]?.id ?? '')}
              onChange={(e) => {
                const id = Number(e.target.value);
                set({ organizationId: id === organizations[0]?.id ? null : id, userId: null });
              }}
            >
              {organizations.map((o, i) => (
                <MenuItem key={o.id} value={String(o.id)} sx={{ pl: 2 + o.depth * 1.5 }}>
                  {i === 0 ? t('activity.filters.yours', { name: o.name }) : o.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            select
            size="small"
            label={t('activity.filters.person')}
            value={filters.userId ? String(filters.userId) : ''}
            onChange={(e) => set({ userId: e.target.value ? Number(e.target.value) : null })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            data-testid="activity-person"
          >
            <MenuItem value="">{t('activity.filters.anyone')}</MenuItem>
            {people.map((p) => (
              <MenuItem key={p.userId} value={String(p.userId)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('activity.filters.object')}
            value={filters.objectType ?? ''}
            onChange={(e) => set({ objectType: (e.target.value || null) as ActivityObjectType | null, objectId: null, objectName: null })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('activity.filters.anyObject')}</MenuItem>
            {objectTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`activity.objectTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('activity.filters.from')}
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to ?? undefined } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('activity.filters.to')}
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from ?? undefined } }}
          />
        </Box>
      </Box>
    </Paper>
  );
}
