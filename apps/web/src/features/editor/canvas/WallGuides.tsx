import Box from '@mui/material/Box';
import { cellRect, type WallLayout, wallSize } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/**
 * A video wall's screens and bezels over the editor canvas (a guide, not part of the slide): each
 * screen's outline and, between screens, the bezel bands where nothing of the slide is seen.
 */
export function WallGuides({ wall, width, height }: { wall: WallLayout; width: number; height: number }) {
  const { t } = useTranslation();
  const size = wallSize(wall);
  const kx = width / size.width;
  const ky = height / size.height;
  const bands: Array<{ left: number; top: number; width: number; height: number }> = [];
  if (wall.bezel > 0) {
    for (let c = 1; c < wall.columns; c++)
      bands.push({ left: (c * (wall.screenWidth + wall.bezel) - wall.bezel) * kx, top: 0, width: wall.bezel * kx, height });
    for (let r = 1; r < wall.rows; r++)
      bands.push({ left: 0, top: (r * (wall.screenHeight + wall.bezel) - wall.bezel) * ky, width, height: wall.bezel * ky });
  }
  const cells = Array.from({ length: wall.rows }, (_, row) =>
    Array.from({ length: wall.columns }, (_, column) => cellRect(wall, column, row)),
  ).flat();
  return (
    <Box
      data-testid="wall-guides"
      aria-label={t('playlists.editor.wallGuides', { columns: wall.columns, rows: wall.rows })}
      role="img"
      sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1 }}
    >
      {bands.map((b) => (
        <Box
          key={`${b.left}:${b.top}`}
          sx={{
            position: 'absolute',
            ...b,
            minWidth: b.width ? 2 : undefined,
            minHeight: b.height ? 2 : undefined,
            background: 'repeating-linear-gradient(45deg, rgba(0,0,0,0.55) 0 4px, rgba(255,255,255,0.35) 4px 8px)',
          }}
        />
      ))}
      {cells.map((r) => (
        <Box
          key={`${r.x}:${r.y}`}
          sx={{
            position: 'absolute',
            left: r.x * kx,
            top: r.y * ky,
            width: r.width * kx,
            height: r.height * ky,
            outline: '1px dashed rgba(255,255,255,0.9)',
            outlineOffset: -1,
            boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.5)',
          }}
        />
      ))}
    </Box>
  );
}
