import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, type MediaItem, mediaTag, type Role } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { mediaApi } from './api.ts';
import { useLocale } from '../../state/locale.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { CopyToStockDialog } from './CopyToStockDialog.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { FolderPickerDialog, ShareDialog } from './dialogs.tsx';
import { DeleteMediaDialog } from './DeleteMediaDialog.tsx';
import { formatBytes, formatDate, formatDuration } from './format.ts';
import { MediaThumb } from './MediaThumb.tsx';
import { PdfPages } from './PdfPages.tsx';
import { StockCredit } from './StockPhotos.tsx';

export const DETAIL_WIDTH = 400;

type DialogName = 'rename' | 'move' | 'share' | 'delete' | 'platform' | 'stock' | null;

/**
 * The detail panel: a drawer from the right, 400 px wide on desktop and the whole screen on a phone.
 *
 * One Drawer for every width, sized by CSS breakpoints. It used to be a Drawer on desktop and a
 * full-screen Dialog on a phone, chosen with `useMediaQuery`: any resize across the `md` breakpoint
 * (a window resized or a tablet turned, and Chromium's full-page screenshots, which briefly make the
 * window 1×1 px) swapped the container, so `DetailContent` remounted and lost its state — the delete
 * dialog (and any other dialog of the panel) closed by itself.
 */
export function MediaDetail({
  item,
  role,
  onClose,
  onChanged,
  onDeleted,
  onTag,
  onNotice,
}: {
  item: MediaItem | null;
  role: Role | undefined;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
  onDeleted: () => void;
  onTag: (tag: string) => void;
  /** A message for the page, when the item leaves the listing (shared or unshared). */
  onNotice: (message: string) => void;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={Boolean(item)}
      onClose={onClose}
      // Above the top bar (which sits above the side navigation).
      sx={{ zIndex: (th) => th.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', md: DETAIL_WIDTH } },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          'data-testid': 'media-detail',
        } as object,
      }}
    >
      {item ? (
        <DetailContent
          key={item.id}
          item={item}
          role={role}
          titleId={titleId}
          onClose={onClose}
          onChanged={onChanged}
          onDeleted={onDeleted}
          onTag={onTag}
          onNotice={onNotice}
        />
      ) : null}
    </Drawer>
  );
}

function Preview({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  if (item.status !== 'ready') return <MediaThumb item={item} height={200} />;
  const box = { width: '100%', maxHeight: 280, bgcolor: 'action.hover', display: 'block' } as const;
  switch (item.kind) {
    case 'image':
    case 'gif':
      return <Box component="img" src={item.url} alt={item.name} sx={{ ...box, objectFit: 'contain' }} />;
    case 'video':
      return (
        <Box
          component="video"
          src={item.url}
          poster={item.thumbnailUrl ?? undefined}
          controls
          preload="metadata"
          sx={box}
          aria-label={item.name}
        />
      );
    case 'audio':
      return (
        <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
          <MediaThumb item={item} height={120} />
          <Box component="audio" src={item.url} controls preload="metadata" sx={{ width: '100%', mt: 1 }} aria-label={item.name} />
        </Box>
      );
    case 'pdf':
      // Page by page, as JPEGs the server renders; before those exist, the first-page thumbnail and a link.
      if (item.pagesUrl && item.pageCount)
        return <PdfPages key={item.id} item={item} pagesUrl={item.pagesUrl} pageCount={item.pageCount} />;
      return (
        <Box>
          <MediaThumb item={item} height={240} />
          <Link href={item.url} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 1 }}>
            {t('media.openPdf')}
          </Link>
        </Box>
      );
  }
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function DetailContent({
  item,
  role,
  titleId,
  onClose,
  onChanged,
  onDeleted,
  onTag,
  onNotice,
}: {
  item: MediaItem;
  role: Role | undefined;
  titleId: string;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
  onDeleted: () => void;
  onTag: (tag: string) => void;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [dialog, setDialog] = useState<DialogName>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [tagInput, setTagInput] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);

  const manage = can(role, 'content.manage');
  const stock = item.section === 'stock';
  const canEdit = manage && item.canEdit;
  const canShare = manage && item.isOwn && !stock;
  const canDelete = manage && (stock ? item.isOwn : item.canEdit);
  const canCopy = manage && item.isOwn && !stock && item.status === 'ready';

  // Every call of the panel: its notice, then the library is fetched again (`onChanged`).
  const action = useMutation({
    mutationFn: ({ run }: { run: () => Promise<unknown>; done?: string }) => run(),
    onSuccess: async (_answer, { done }) => {
      if (done) setNotice(done);
      await onChanged();
    },
  });
  const busy = action.isPending;
  const error = action.error && toApiError(action.error);
  /** For the dialogs that show their own failure: rejects when the call fails. */
  const run = (call: () => Promise<unknown>, done?: string) => action.mutateAsync({ run: call, done });

  function addTag(event: FormEvent) {
    event.preventDefault();
    const parsed = mediaTag.safeParse(tagInput.replace(/^#/, ''));
    if (!parsed.success) {
      setTagError(t('media.tagInvalid'));
      return;
    }
    setTagError(null);
    if (item.tags.includes(parsed.data)) {
      setTagInput('');
      return;
    }
    action.mutate(
      { run: () => mediaApi.tags({ mediaId: item.id, tags: [...item.tags, parsed.data] }) },
      { onSuccess: () => setTagInput('') },
    );
  }

  const dimensions = item.width && item.height ? `${item.width} × ${item.height} px` : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')} data-testid="media-detail-close">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>
        <Preview item={item} />
        <Box sx={{ mt: 2 }}>
          {error ? <FormAlert error={error} /> : null}
          {notice ? (
            <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          ) : null}
          {item.status === 'failed' ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('media.processingFailed')}
            </Alert>
          ) : null}
          {item.locked ? <Chip icon={<LockOutlined />} label={t('media.locked')} size="small" sx={{ mr: 1, mb: 1 }} /> : null}
          {item.uneditableWhenShared ? <Chip label={t('media.uneditable')} size="small" sx={{ mr: 1, mb: 1 }} /> : null}
          {item.platformWide ? <Chip icon={<PublicOutlined />} label={t('media.platformWide')} size="small" sx={{ mb: 1 }} /> : null}
        </Box>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
          {canEdit ? (
            <Button size="small" variant="outlined" startIcon={<DriveFileRenameOutline />} onClick={() => setDialog('rename')}>
              {t('media.rename')}
            </Button>
          ) : null}
          {canEdit && !stock ? (
            <Button size="small" variant="outlined" startIcon={<DriveFileMoveOutlined />} onClick={() => setDialog('move')}>
              {t('media.move')}
            </Button>
          ) : null}
          {canShare ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<ShareOutlined />}
              onClick={() => setDialog('share')}
              data-testid="detail-share"
            >
              {t('media.share')}
            </Button>
          ) : null}
          {canCopy ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<Inventory2Outlined />}
              onClick={() => setDialog('stock')}
              data-testid="detail-copy-to-stock"
            >
              {t('media.copyToStock')}
            </Button>
          ) : null}
          {canCopy ? (
            <Button size="small" variant="outlined" startIcon={<PublicOutlined />} onClick={() => setDialog('platform')}>
              {t('media.copyToPlatform')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setDialog('delete')}
              data-testid="detail-delete"
            >
              {t('media.delete')}
            </Button>
          ) : null}
        </Box>
        {!canEdit && manage && !stock ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {item.locked ? t('media.lockedHint') : t('media.readOnlyHint')}
          </Typography>
        ) : null}

        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('media.details')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Meta label={t('media.meta.type')}>
            {t(`media.kinds.${item.kind}`)} ({item.mimeType})
          </Meta>
          <Meta label={t('media.meta.size')}>{formatBytes(item.sizeBytes, locale)}</Meta>
          {dimensions ? <Meta label={t('media.meta.dimensions')}>{dimensions}</Meta> : null}
          {item.durationMs !== null ? <Meta label={t('media.meta.duration')}>{formatDuration(item.durationMs)}</Meta> : null}
          {item.pageCount !== null ? <Meta label={t('media.meta.pages')}>{item.pageCount}</Meta> : null}
          <Meta label={t('media.meta.creator')}>{item.creatorName || '—'}</Meta>
          <Meta label={t('media.meta.created')}>{formatDate(item.createdAt, locale)}</Meta>
          {item.stockFrom ? <Meta label={t('media.meta.stockFrom')}>{item.stockFrom}</Meta> : null}
          {item.attribution ? (
            <Meta label={t('media.meta.credit')}>
              <StockCredit attribution={item.attribution} />
            </Meta>
          ) : null}
          <Meta label={t('media.meta.status')}>{t(`media.status.${item.status}`)}</Meta>
        </Box>

        <Typography variant="h3" sx={{ mt: 3, mb: 1 }}>
          {t('media.tags')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }} data-testid="media-tags">
          {item.tags.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('media.noTags')}
            </Typography>
          ) : null}
          {item.tags.map((tag) => (
            <Chip
              key={tag}
              label={`#${tag}`}
              size="small"
              onClick={() => onTag(tag)}
              onDelete={
                canEdit
                  ? () => action.mutate({ run: () => mediaApi.tags({ mediaId: item.id, tags: item.tags.filter((x) => x !== tag) }) })
                  : undefined
              }
              aria-label={t('media.filterByTag', { tag })}
            />
          ))}
        </Box>
        {canEdit ? (
          <Box component="form" onSubmit={addTag} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} noValidate>
            <TextField
              size="small"
              name="tag"
              label={t('media.addTag')}
              value={tagInput}
              onChange={(e) => setTagInput(e.target.value)}
              error={Boolean(tagError)}
              helperText={tagError ?? undefined}
              slotProps={{ htmlInput: { maxLength: 41 } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            {/* Never wraps: "Lägg till" (sv) used to break over two lines in a tall button. */}
            <Button type="submit" variant="outlined" disabled={busy || !tagInput.trim()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {t('media.add')}
            </Button>
          </Box>
        ) : null}
      </Box>

      <NameDialog
        open={dialog === 'rename'}
        title={t('media.renameTitle')}
        label={t('media.name')}
        initial={item.name}
        submitLabel={t('media.rename')}
        onClose={() => setDialog(null)}
        onSubmit={(name) => run(() => mediaApi.rename({ mediaId: item.id, name }))}
      />
      <FolderPickerDialog
        open={dialog === 'move'}
        section={item.section}
        title={t('media.moveTitle', { count: 1 })}
        onClose={() => setDialog(null)}
        onPick={(folderId) => run(() => mediaApi.move({ mediaIds: [item.id], folderId }), t('media.moved', { count: 1 }))}
      />
      <ShareDialog
        open={dialog === 'share'}
        shared={item.section === 'shared'}
        uneditable={item.uneditableWhenShared}
        locked={item.locked}
        onClose={() => setDialog(null)}
        onSave={(value) =>
          run(async () => {
            const sharedNow = item.section === 'shared';
            if (value.shared !== sharedNow || (value.shared && value.uneditable !== item.uneditableWhenShared))
              await mediaApi.share({
                mediaIds: [item.id],
                shared: value.shared,
                uneditableWhenShared: value.shared ? value.uneditable : undefined,
              });
            if (value.locked !== item.locked) await mediaApi.lock({ mediaIds: [item.id], locked: value.locked });
            if (value.shared !== sharedNow) onNotice(t(value.shared ? 'media.sharedDone' : 'media.unsharedDone', { count: 1 }));
          }, t('media.shareSaved'))
        }
      />
      <CopyToStockDialog
        open={dialog === 'stock'}
        count={1}
        onClose={() => setDialog(null)}
        onPlatform={() => setDialog('platform')}
        onCopy={(organizationIds) =>
          run(
            () => mediaApi.copyToStock({ mediaIds: [item.id], organizationIds }),
            t('media.copiedToStock', { count: organizationIds.length }),
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'platform'}
        title={t('media.copyToPlatform')}
        text={t('media.copyToPlatformConfirm')}
        confirmLabel={t('media.copy')}
        danger={false}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          action.mutate(
            { run: () => mediaApi.copyToPlatform({ mediaIds: [item.id] }), done: t('media.copiedToPlatform') },
            { onSettled: () => setDialog(null) },
          )
        }
      />
      <DeleteMediaDialog
        open={dialog === 'delete'}
        mediaIds={[item.id]}
        title={t('media.deleteTitle', { count: 1 })}
        text={stock ? t('media.deleteStockConfirm', { name: item.name }) : t('media.deleteConfirm', { count: 1, name: item.name })}
        busy={busy}
        error={dialog === 'delete' ? error : null}
        onClose={() => setDialog(null)}
        onConfirm={(force) =>
          action.mutate(
            { run: () => mediaApi.remove({ mediaIds: [item.id], force }) },
            {
              onSuccess: () => {
                setDialog(null);
                onDeleted();
              },
            },
          )
        }
      />
    </Box>
  );
}
