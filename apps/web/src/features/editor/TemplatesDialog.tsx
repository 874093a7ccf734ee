import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardMedia from '@mui/material/CardMedia';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TEMPLATE_SECTIONS, type TemplateItem, templateCreateBody } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { type TemplateSection, templateKeys, templatesApi } from './api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { CopyToStockDialog } from '../media/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';

/**
 * Templates of the organization (spec 2.2/2.4/3): My, Shared and Stock as the server lists them.
 * Saves the current slide as a new template, applies a template to the current slide
 * (/playlist/assignTemplate, through `onApply`), opens one in the template editor, renames, shares or
 * makes private, copies to stock for chosen sub-organizations (the media library's picker), and
 * deletes (creator / editors only, as `canEdit` / `isOwn` say).
 */
export function TemplatesDialog({
  playlistId,
  slideNumber,
  beforeCreate,
  onApply,
  onClose,
}: {
  playlistId: number;
  slideNumber: number;
  /** Saves pending slide changes before the slide is copied into a template. */
  beforeCreate: () => Promise<boolean>;
  onApply: (templateId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [section, setSection] = useState<TemplateSection>('my');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [menu, setMenu] = useState<{ item: TemplateItem; anchor: HTMLElement } | null>(null);
  const [renaming, setRenaming] = useState<TemplateItem | null>(null);
  const [deleting, setDeleting] = useState<TemplateItem | null>(null);
  const [stocking, setStocking] = useState<TemplateItem | null>(null);
  const [notice, setNotice] = useState('');
  const list = useQuery({ queryKey: templateKeys.list(section), queryFn: () => templatesApi.list({ section }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: templateKeys.all });

  const action = useMutation({ mutationFn: (call: () => Promise<unknown>) => call(), onSuccess: () => refresh() });
  const busy = action.isPending;
  const error = action.error && toApiError(action.error);

  async function create(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    // Spec 5: template names must be filled.
    if (!templateCreateBody.shape.name.safeParse(name).success) {
      setNameError(t('playlists.templates.nameRequired'));
      return;
    }
    setNameError('');
    if (!(await beforeCreate())) return;
    action.mutate(() => templatesApi.create({ name: trimmed, from: { playlistId, slideNumber } }), {
      onSuccess: () => {
        setName('');
        setSection('my');
      },
    });
  }

  const items = list.data?.results ?? [];
  const item = menu?.item;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('playlists.templates.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          onSubmit={create}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2, pt: 1 }}
        >
          <TextField
            size="small"
            name="templateName"
            label={t('playlists.templates.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!nameError}
            helperText={nameError || t('playlists.templates.fromSlideHelp')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('playlists.templates.saveSlide')}
          </Button>
        </Box>
        <FormAlert error={error ?? (list.error ? toApiError(list.error) : null)} />
        <Tabs
          value={section}
          onChange={(_, v) => setSection(v)}
          aria-label={t('playlists.templates.sections')}
          sx={{ mb: 2 }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TEMPLATE_SECTIONS.map((s) => (
            <Tab key={s} value={s} label={t(`playlists.templates.sectionNames.${s}`)} />
          ))}
        </Tabs>
        {list.isPending ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={150} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('playlists.templates.empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('playlists.templates.title')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}
          >
            {items.map((tpl) => (
              <Card component="li" key={tpl.id} variant="outlined" data-testid="template-card">
                {tpl.thumbnailUrl ? (
                  <CardMedia
                    component="img"
                    image={tpl.thumbnailUrl}
                    alt=""
                    sx={{ aspectRatio: '16 / 9', objectFit: 'contain', bgcolor: 'action.hover' }}
                  />
                ) : (
                  <Box sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
                    <DashboardCustomizeOutlined color="disabled" aria-hidden />
                  </Box>
                )}
                <Box sx={{ px: 1.5, pt: 1 }}>
                  <Typography variant="subtitle2" component="h3" noWrap title={tpl.name}>
                    {tpl.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {tpl.creatorName}
                  </Typography>
                </Box>
                <CardActions>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => onApply(tpl.id)}
                    aria-label={t('playlists.templates.applyNamed', { name: tpl.name })}
                  >
                    {t('playlists.templates.apply')}
                  </Button>
                  <Box sx={{ flex: 1 }} />
                  {tpl.canEdit ? (
                    <IconButton
                      size="small"
                      aria-label={t('playlists.templates.more', { name: tpl.name })}
                      onClick={(e) => setMenu({ item: tpl, anchor: e.currentTarget })}
                    >
                      <MoreVert fontSize="small" />
                    </IconButton>
                  ) : null}
                </CardActions>
              </Card>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('playlists.templates.close')}</Button>
      </DialogActions>
      <Menu open={!!menu} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {item ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              navigate(`/home/template/${item.id}`);
            }}
          >
            {t('playlists.templates.edit')}
          </MenuItem>
        ) : null}
        {item ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setRenaming(item);
            }}
          >
            {t('playlists.templates.rename')}
          </MenuItem>
        ) : null}
        {item?.isOwn && item.section !== 'stock' ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              action.mutate(() => templatesApi.share({ templateId: item.id, shared: item.section === 'my' }));
            }}
          >
            {item.section === 'my' ? t('playlists.templates.share') : t('playlists.templates.unshare')}
          </MenuItem>
        ) : null}
        {item && item.section !== 'stock' ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setStocking(item);
            }}
          >
            {t('playlists.templates.copyToStock')}
          </MenuItem>
        ) : null}
        {item ? (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setMenu(null);
              setDeleting(item);
            }}
          >
            {t('playlists.templates.delete')}
          </MenuItem>
        ) : null}
      </Menu>
      {renaming ? (
        <NameDialog
          open
          title={t('playlists.templates.rename')}
          label={t('playlists.templates.name')}
          initial={renaming.name}
          submitLabel={t('playlists.templates.rename')}
          onClose={() => setRenaming(null)}
          onSubmit={async (newName) => {
            await templatesApi.rename({ templateId: renaming.id, name: newName });
            setRenaming(null);
            await refresh();
          }}
        />
      ) : null}
      <CopyToStockDialog
        open={!!stocking}
        count={1}
        emptyText={t('playlists.templates.noSubOrgsText')}
        onClose={() => setStocking(null)}
        onCopy={async (orgIds) => {
          if (!stocking) return;
          await templatesApi.copyToStock({ templateId: stocking.id, orgShareIds: orgIds });
          // The copy is listed under Stock (for the sub-organizations, and here for its creator).
          setSection('stock');
          setNotice(t('playlists.templates.copiedToStock'));
          await refresh();
        }}
      />
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
      <ConfirmDialog
        open={!!deleting}
        title={t('playlists.templates.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('playlists.templates.deleteText')}
        confirmLabel={t('playlists.templates.delete')}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const d = deleting;
          setDeleting(null);
          if (d) action.mutate(() => templatesApi.remove({ templateId: d.id }));
        }}
      />
    </Dialog>
  );
}
