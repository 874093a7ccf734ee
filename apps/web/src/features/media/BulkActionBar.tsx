import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MediaItem, MediaSection } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { mediaApi } from './api.ts';
import { CopyToStockDialog } from './CopyToStockDialog.tsx';
import { DeleteMediaDialog } from './DeleteMediaDialog.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FolderPickerDialog } from './dialogs.tsx';
import type { MediaActionMutation } from './useMediaAction.ts';

type BulkDialog = 'move' | 'delete' | 'stock' | 'platform' | null;

/**
 * The bar over a selection (move, share or unshare, lock, copy to stock or to the platform, delete)
 * and its dialogs. The dialogs stay mounted when the selection empties, so they close normally.
 */
export function BulkActionBar({
  section,
  manage,
  selectedItems,
  action,
  onClearSelection,
  onNotice,
  refresh,
}: {
  section: MediaSection;
  manage: boolean;
  selectedItems: MediaItem[];
  action: MediaActionMutation;
  onClearSelection: () => void;
  onNotice: (message: string) => void;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<BulkDialog>(null);
  const ids = selectedItems.map((i) => i.id);
  const allOwn = selectedItems.length > 0 && selectedItems.every((i) => i.isOwn);
  const allEditable = selectedItems.length > 0 && selectedItems.every((i) => i.canEdit);
  // Copy to stock / to the platform: own, ready items outside Stock (as in the detail panel).
  const canCopy = manage && allOwn && section !== 'stock' && selectedItems.every((i) => i.status === 'ready');
  const canDelete = manage && selectedItems.length > 0 && (section === 'stock' ? allOwn : allEditable);
  const busy = action.isPending;
  const error = action.error && toApiError(action.error);
  const closeAndClear = () => {
    setDialog(null);
    onClearSelection();
  };

  return (
    <>
      {selectedItems.length > 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: 1, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', position: 'sticky', top: 56, zIndex: 2 }}
          data-testid="media-bulk-bar"
          aria-label={t('media.bulkActions')}
          role="toolbar"
        >
          <IconButton size="small" onClick={onClearSelection} aria-label={t('media.clearSelection')}>
            <Close fontSize="small" />
          </IconButton>
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
            {t('media.selectedCount', { count: selectedItems.length })}
          </Typography>
          {manage && allEditable && section !== 'stock' ? (
            <Button size="small" startIcon={<DriveFileMoveOutlined />} onClick={() => setDialog('move')}>
              {t('media.move')}
            </Button>
          ) : null}
          {manage && allOwn && section !== 'stock' ? (
            <Button
              size="small"
              startIcon={<ShareOutlined />}
              disabled={busy}
              onClick={() =>
                action.mutate(
                  {
                    run: () => mediaApi.share({ mediaIds: ids, shared: section === 'my' }),
                    done: t(section === 'my' ? 'media.sharedDone' : 'media.unsharedDone', { count: ids.length }),
                  },
                  { onSuccess: onClearSelection },
                )
              }
            >
              {section === 'my' ? t('media.share') : t('media.unshare')}
            </Button>
          ) : null}
          {manage && allOwn && section !== 'stock' ? (
            <>
              <Button
                size="small"
                startIcon={<LockOutlined />}
                disabled={busy}
                onClick={() => action.mutate({ run: () => mediaApi.lock({ mediaIds: ids, locked: true }) })}
              >
                {t('media.lock')}
              </Button>
              <Button
                size="small"
                startIcon={<LockOpenOutlined />}
                disabled={busy}
                onClick={() => action.mutate({ run: () => mediaApi.lock({ mediaIds: ids, locked: false }) })}
              >
                {t('media.unlock')}
              </Button>
            </>
          ) : null}
          {canCopy ? (
            <>
              <Button
                size="small"
                startIcon={<Inventory2Outlined />}
                onClick={() => {
                  action.reset();
                  setDialog('stock');
                }}
                data-testid="bulk-copy-to-stock"
              >
                {t('media.copyToStock')}
              </Button>
              <Button
                size="small"
                startIcon={<PublicOutlined />}
                onClick={() => {
                  action.reset();
                  setDialog('platform');
                }}
              >
                {t('media.copyToPlatform')}
              </Button>
            </>
          ) : null}
          {canDelete ? (
            <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => setDialog('delete')}>
              {t('media.delete')}
            </Button>
          ) : null}
        </Paper>
      ) : null}

      <FolderPickerDialog
        open={dialog === 'move'}
        section={section}
        title={t('media.moveTitle', { count: ids.length })}
        onClose={() => setDialog(null)}
        onPick={async (target) => {
          await mediaApi.move({ mediaIds: ids, folderId: target });
          onClearSelection();
          onNotice(t('media.moved', { count: ids.length }));
          await refresh();
        }}
      />
      <DeleteMediaDialog
        open={dialog === 'delete'}
        mediaIds={ids}
        title={t('media.deleteTitle', { count: ids.length })}
        text={
          section === 'stock'
            ? t('media.deleteStockConfirmMany', { count: ids.length })
            : t('media.deleteConfirm', { count: ids.length, name: selectedItems[0]?.name ?? '' })
        }
        busy={busy}
        error={error}
        onClose={() => setDialog(null)}
        onConfirm={(force) =>
          action.mutate(
            { run: () => mediaApi.remove({ mediaIds: ids, force }), done: t('media.deleted', { count: ids.length }) },
            { onSuccess: closeAndClear },
          )
        }
      />
      <CopyToStockDialog
        open={dialog === 'stock'}
        count={ids.length}
        onClose={() => setDialog(null)}
        onPlatform={() => setDialog('platform')}
        onCopy={async (organizationIds) => {
          await mediaApi.copyToStock({ mediaIds: ids, organizationIds });
          onClearSelection();
          onNotice(t('media.copiedToStock', { count: organizationIds.length }));
          await refresh();
        }}
      />
      <ConfirmDialog
        open={dialog === 'platform'}
        title={t('media.copyToPlatform')}
        text={t('media.copyToPlatformConfirmMany', { count: ids.length })}
        confirmLabel={t('media.copy')}
        danger={false}
        busy={busy}
        error={error}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          action.mutate(
            { run: () => mediaApi.copyToPlatform({ mediaIds: ids }), done: t('media.copiedToPlatform') },
            { onSuccess: closeAndClear },
          )
        }
      />
    </>
  );
}
