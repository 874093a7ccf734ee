import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isHttpUrl, SHAPE_KINDS, type ShapeKind } from '@signage/slides/model';
import { pointsAttribute, shapePoints } from '@signage/slides/render';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { playlistsApi } from '../playlists/index.ts';
import { WidgetPicker } from '../widgets/index.ts';

function ShapeIcon({ shape }: { shape: ShapeKind }) {
  const points = shapePoints(shape, 20, 20);
  return (
    <svg width={20} height={20} viewBox="0 0 20 20" aria-hidden>
      {points ? (
        <polygon points={pointsAttribute(points)} fill="currentColor" />
      ) : shape === 'circle' ? (
        <ellipse cx={10} cy={10} rx={10} ry={10} fill="currentColor" />
      ) : (
        <rect width={20} height={20} fill="currentColor" />
      )}
    </svg>
  );
}

export function shapeName(t: (key: string, o?: Record<string, unknown>) => string, shape: ShapeKind): string {
  const star = shape.match(/^star(\d)$/);
  return star ? t('playlists.editor.shapes.star', { n: Number(star[1]) }) : t(`playlists.editor.shapes.${shape}`);
}

/** Add text, image, video, shape (picker incl. polygons and stars), website and menu board elements. */
export function Toolbar({
  onText,
  onImage,
  onVideo,
  onShape,
  onWeb,
  onWidget,
  onMenu,
}: {
  onText: () => void;
  onImage: () => void;
  onVideo: () => void;
  onShape: (shape: ShapeKind) => void;
  onWeb: (url: string) => void;
  onWidget: (type: string) => void;
  onMenu: () => void;
}) {
  const { t } = useTranslation();
  const [shapeAnchor, setShapeAnchor] = useState<HTMLElement | null>(null);
  const [webOpen, setWebOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} role="toolbar" aria-label={t('playlists.editor.add')}>
      <Button size="small" startIcon={<TextFieldsOutlined />} onClick={onText}>
        {t('playlists.editor.addText')}
      </Button>
      <Button size="small" startIcon={<ImageOutlined />} onClick={onImage}>
        {t('playlists.editor.addImage')}
      </Button>
      <Button size="small" startIcon={<VideocamOutlined />} onClick={onVideo}>
        {t('playlists.editor.addVideo')}
      </Button>
      <Button size="small" startIcon={<CategoryOutlined />} onClick={(e) => setShapeAnchor(e.currentTarget)} aria-haspopup="menu">
        {t('playlists.editor.addShape')}
      </Button>
      <Button size="small" startIcon={<LanguageOutlined />} onClick={() => setWebOpen(true)}>
        {t('playlists.editor.addWebsite')}
      </Button>
      <WidgetPicker onAdd={onWidget} />
      <Button size="small" startIcon={<RestaurantMenuOutlined />} onClick={onMenu} data-testid="add-menu-board">
        {t('playlists.editor.addMenu')}
      </Button>
      <Menu open={!!shapeAnchor} anchorEl={shapeAnchor} onClose={() => setShapeAnchor(null)}>
        {SHAPE_KINDS.map((shape) => (
          <MenuItem
            key={shape}
            onClick={() => {
              setShapeAnchor(null);
              onShape(shape);
            }}
            sx={{ gap: 1.5 }}
          >
            <ShapeIcon shape={shape} />
            {shapeName(t, shape)}
          </MenuItem>
        ))}
      </Menu>
      {webOpen ? (
        <WebsiteDialog
          onClose={() => setWebOpen(false)}
          onAdd={(url) => {
            setWebOpen(false);
            onWeb(url);
          }}
        />
      ) : null}
    </Box>
  );
}

function WebsiteDialog({ onClose, onAdd }: { onClose: () => void; onAdd: (url: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [url, setUrl] = useState('https://');
  const [error, setError] = useState('');
  // Spec 5: the site must allow embedding; the server checks its X-Frame-Options / CSP frame-ancestors.
  const check = useMutation({
    mutationFn: (value: string) => playlistsApi.checkEmbed({ url: value }),
    onSuccess: (answer, value) => {
      if (answer.embeddable) onAdd(value);
      else setError(answer.message ?? t('playlists.editor.websiteInvalid'));
    },
    onError: (failure) => setError(toApiError(failure).message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = url.trim();
    if (!isHttpUrl(value)) {
      setError(t('playlists.editor.websiteInvalid'));
      return;
    }
    check.mutate(value);
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('playlists.editor.websiteTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={t('playlists.editor.websiteUrl')}
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setError('');
            }}
            error={!!error}
            helperText={error || ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={check.isPending} data-testid="website-add">
            {t('playlists.editor.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
