import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DeviceListItem,
  type GroupItem,
  WALL_MAX_SIDE,
  can,
  WALL_ROTATIONS,
  type WallInput,
  type WallRotation,
  cellRect,
  wallAspect,
  wallPlacementProblem,
  wallSize,
} from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStoredUser } from '../../state/session.ts';
import { toApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { deviceKeys, devicesApi } from './api.ts';

type Draft = Omit<WallInput, 'screens'> & { screens: Array<{ deviceKey: string; column: number; row: number; rotation: WallRotation }> };

const fresh = (): Draft => ({ columns: 2, rows: 2, screenWidth: 1920, screenHeight: 1080, bezel: 0, screens: [] });
const draftOf = (g: GroupItem): Draft | null =>
  g.wall
    ? {
        columns: g.wall.columns,
        rows: g.wall.rows,
        screenWidth: g.wall.screenWidth,
        screenHeight: g.wall.screenHeight,
        bezel: g.wall.bezel,
        screens: g.wall.screens.map((s) => ({ ...s, rotation: s.rotation as WallRotation })),
      }
    : null;
const cellValue = (column: number, row: number) => `${column}:${row}`;

/**
 * The group page's video wall (docs/screens.md, "Video walls"): columns, rows, one screen's size and
 * the bezel in pixels, and which member screen hangs where (drag it onto a cell, or pick its place)
 * and how it is turned. The grid is drawn to scale, bezels included.
 */
export function WallPanel({ group, members, onSaved }: { group: GroupItem; members: DeviceListItem[]; onSaved: (m: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(() => draftOf(group));
  const [stopping, setStopping] = useState(false);
  const navigate = useNavigate();
  const mayDesign = can(useStoredUser()?.role, 'content.manage');
  // A playlist at the wall's full size, opened in the editor (which then draws the wall's screens and bezels).
  const design = useMutation({
    mutationFn: (aspect: string) => devicesApi.groups.createWallPlaylist({ name: group.name, aspect }),
    onSuccess: ({ id }) => navigate(`/home/playlists/${id}`),
  });
  const save = useMutation({
    mutationFn: (wall: Draft | null) => devicesApi.groups.updateWall({ id: group.id, wall }),
    onSuccess: async (item) => {
      setDraft(draftOf(item));
      onSaved(item.wall ? t('devices.wall.saved') : t('devices.wall.removed'));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });

  if (!draft) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography color="text.secondary">{t('devices.wall.intro')}</Typography>
        <Button variant="outlined" onClick={() => setDraft(fresh())}>
          {t('devices.wall.make')}
        </Button>
      </Box>
    );
  }

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const place = (deviceKey: string, value: string) => {
    const others = draft.screens.filter((s) => s.deviceKey !== deviceKey);
    if (value === '') return set({ screens: others });
    const [column, row] = value.split(':').map(Number) as [number, number];
    const rotation = draft.screens.find((s) => s.deviceKey === deviceKey)?.rotation ?? 0;
    // A screen put where another hangs takes its place; the other is taken off the wall.
    set({ screens: [...others.filter((s) => s.column !== column || s.row !== row), { deviceKey, column, row, rotation }] });
  };
  const turn = (deviceKey: string, rotation: WallRotation) =>
    set({ screens: draft.screens.map((s) => (s.deviceKey === deviceKey ? { ...s, rotation } : s)) });
  const number = (v: string) => (v === '' ? 0 : Math.round(Number(v)));
  const cells = Array.from({ length: draft.rows }, (_, row) =>
    Array.from({ length: draft.columns }, (_, column) => ({ column, row })),
  ).flat();
  const inside = draft.screens.filter((s) => s.column < draft.columns && s.row < draft.rows);
  const problem = wallPlacementProblem(draft, draft.screens);
  const nameOf = (key: string) => members.find((m) => m.deviceKey === key)?.name ?? key;
  const apiError = save.error ? toApiError(save.error) : design.error ? toApiError(design.error) : null;
  const sizeOk = draft.columns >= 1 && draft.rows >= 1 && draft.columns <= WALL_MAX_SIDE && draft.rows <= WALL_MAX_SIDE;

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="wall-editor">
      <Typography color="text.secondary">{t('devices.wall.help')}</Typography>
      <FormAlert error={apiError} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' } }}>
        <TextField
          type="number"
          label={t('devices.wall.columns')}
          value={draft.columns}
          onChange={(e) => set({ columns: number(e.target.value) })}
          slotProps={{ htmlInput: { min: 1, max: WALL_MAX_SIDE } }}
        />
        <TextField
          type="number"
          label={t('devices.wall.rows')}
          value={draft.rows}
          onChange={(e) => set({ rows: number(e.target.value) })}
          slotProps={{ htmlInput: { min: 1, max: WALL_MAX_SIDE } }}
        />
        <TextField
          type="number"
          label={t('devices.wall.screenWidth')}
          value={draft.screenWidth}
          onChange={(e) => set({ screenWidth: number(e.target.value) })}
        />
        <TextField
          type="number"
          label={t('devices.wall.screenHeight')}
          value={draft.screenHeight}
          onChange={(e) => set({ screenHeight: number(e.target.value) })}
        />
        <TextField
          type="number"
          label={t('devices.wall.bezel')}
          value={draft.bezel}
          onChange={(e) => set({ bezel: number(e.target.value) })}
          slotProps={{ htmlInput: { min: 0, max: 500 } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('devices.wall.bezelHelp')}
      </Typography>
      {sizeOk && draft.screenWidth > 0 && draft.screenHeight > 0 ? (
        <WallGrid draft={draft} cells={cells} nameOf={nameOf} onDrop={place} />
      ) : null}
      {sizeOk && draft.screenWidth > 0 ? (
        <Typography data-testid="wall-size">
          {t('devices.wall.designAt', { width: wallSize(draft).width, height: wallSize(draft).height, aspect: wallAspect(draft) })}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={t('devices.wall.screens')}>
        {members.length === 0 ? <Typography color="text.secondary">{t('devices.wall.noMembers')}</Typography> : null}
        {members.map((m) => {
          const s = draft.screens.find((x) => x.deviceKey === m.deviceKey);
          return (
            <Box
              component="li"
              key={m.deviceKey}
              sx={{ display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}
            >
              <Typography
                draggable
                onDragStart={(e: DragEvent) => e.dataTransfer.setData('text/plain', m.deviceKey)}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, cursor: 'grab', fontWeight: 500 }}
              >
                {m.name}
              </Typography>
              <TextField
                select
                size="small"
                label={t('devices.wall.place', { name: m.name })}
                value={s ? cellValue(s.column, s.row) : ''}
                onChange={(e) => place(m.deviceKey, e.target.value)}
              >
                <MenuItem value="">{t('devices.wall.notOnWall')}</MenuItem>
                {cells.map((c) => (
                  <MenuItem key={cellValue(c.column, c.row)} value={cellValue(c.column, c.row)}>
                    {t('devices.wall.cell', { column: c.column + 1, row: c.row + 1 })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('devices.wall.rotation', { name: m.name })}
                value={s?.rotation ?? 0}
                disabled={!s}
                onChange={(e) => turn(m.deviceKey, Number(e.target.value) as WallRotation)}
              >
                {WALL_ROTATIONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {t('devices.wall.degrees', { degrees: r })}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          );
        })}
      </Box>
      {problem ? <FormAlert error={t('devices.wall.outside')} /> : null}
      <ConfirmDialog
        open={stopping}
        title={t('devices.wall.stopTitle', { name: group.name })}
        text={t('devices.wall.stopText')}
        confirmLabel={t('devices.wall.stop')}
        onClose={() => setStopping(false)}
        onConfirm={() => {
          setStopping(false);
          save.mutate(null);
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate({ ...draft, screens: inside })}>
          {t('devices.wall.save')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={save.isPending}
          onClick={() => (group.wall ? setStopping(true) : setDraft(null))}
        >
          {t('devices.wall.stop')}
        </Button>
        {group.wall && mayDesign ? (
          <Button variant="outlined" disabled={design.isPending} onClick={() => group.wall && design.mutate(group.wall.aspect)}>
            {t('devices.wall.design')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/** The wall to scale: each cell a drop target, the bezels as the dark gaps between them. */
function WallGrid({
  draft,
  cells,
  nameOf,
  onDrop,
}: {
  draft: Draft;
  cells: Array<{ column: number; row: number }>;
  nameOf: (key: string) => string;
  onDrop: (deviceKey: string, cell: string) => void;
}) {
  const { t } = useTranslation();
  const size = wallSize(draft);
  const pct = (n: number, of: number) => `${(n / of) * 100}%`;
  return (
    <Box
      role="img"
      aria-label={t('devices.wall.picture', { columns: draft.columns, rows: draft.rows })}
      data-testid="wall-grid"
      sx={{ position: 'relative', width: '100%', maxWidth: 640, aspectRatio: `${size.width} / ${size.height}`, bgcolor: 'grey.900' }}
    >
      {cells.map((c) => {
        const r = cellRect(draft, c.column, c.row);
        const s = draft.screens.find((x) => x.column === c.column && x.row === c.row);
        return (
          <Box
            key={`${c.column}:${c.row}`}
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={(e: DragEvent) => {
              e.preventDefault();
              const key = e.dataTransfer.getData('text/plain');
              if (key) onDrop(key, `${c.column}:${c.row}`);
            }}
            sx={{
              position: 'absolute',
              left: pct(r.x, size.width),
              top: pct(r.y, size.height),
              width: pct(r.width, size.width),
              height: pct(r.height, size.height),
              bgcolor: s ? 'primary.main' : 'background.paper',
              color: s ? 'primary.contrastText' : 'text.primary',
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              p: 0.5,
              overflow: 'hidden',
              fontSize: '0.8rem',
            }}
          >
            <span>
              {s ? nameOf(s.deviceKey) : t('devices.wall.cell', { column: c.column + 1, row: c.row + 1 })}
              {s?.rotation ? ` · ${t('devices.wall.degrees', { degrees: s.rotation })}` : ''}
            </span>
          </Box>
        );
      })}
    </Box>
  );
}
