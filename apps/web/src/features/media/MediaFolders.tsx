import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { MediaFolder, MediaSection } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { mediaApi } from './api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { FolderPickerDialog } from './dialogs.tsx';

type FolderDialog = { kind: 'create' } | { kind: 'rename' | 'move' | 'delete' | 'deleteAll'; folder: MediaFolder } | null;

/** The folder path of the listing, from the section's top level down. */
export function MediaBreadcrumbs({
  section,
  path,
  folderHref,
}: {
  section: MediaSection;
  path: { id: number; name: string }[];
  folderHref: (id: number | null) => string;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('media.folderPath')} sx={{ mb: 2 }} data-testid="media-breadcrumbs">
      {path.length === 0 ? (
        <Typography color="text.primary" aria-current="page">
          {t(`media.sections.${section}`)}
        </Typography>
      ) : (
        <Link component={RouterLink} to={folderHref(null)}>
          {t(`media.sections.${section}`)}
        </Link>
      )}
      {path.map((p, index) =>
        index === path.length - 1 ? (
          <Typography key={p.id} color="text.primary" aria-current="page">
            {p.name}
          </Typography>
        ) : (
          <Link key={p.id} component={RouterLink} to={folderHref(p.id)}>
            {p.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

/**
 * New folder and each folder's menu (rename, move, delete) with their dialogs. Deleting a folder
 * with contents asks again ("delete everything"). Render `dialogs` once.
 */
export function useFolderActions({
  section,
  folderId,
  onNotice,
  refresh,
}: {
  section: MediaSection;
  folderId: number | null;
  onNotice: (message: string) => void;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<FolderDialog>(null);
  const [menu, setMenu] = useState<{ folder: MediaFolder; anchor: HTMLElement } | null>(null);
  const removal = useMutation({
    mutationFn: ({ folder, withContents }: { folder: MediaFolder; withContents: boolean }) =>
      mediaApi.removeFolder({ folderId: folder.id, withContents }),
    onSuccess: async (_answer, { folder }) => {
      setDialog(null);
      onNotice(t('media.folderDeleted', { name: folder.name }));
      await refresh();
    },
    onError: (failure, { folder, withContents }) => {
      if (notEmpty(failure, withContents)) setDialog({ kind: 'deleteAll', folder });
    },
  });
  // A folder that is not empty is asked about again, not reported as an error.
  const error = removal.error && !notEmpty(removal.error, removal.variables?.withContents) ? toApiError(removal.error) : null;
  const folder = dialog && 'folder' in dialog ? dialog.folder : null;

  const dialogs: ReactNode = (
    <>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {(['rename', 'move', 'delete'] as const).map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              if (menu) setDialog({ kind: action, folder: menu.folder });
              setMenu(null);
              removal.reset();
            }}
          >
            {t(`media.folderMenu.${action}`)}
          </MenuItem>
        ))}
      </Menu>

      <NameDialog
        open={dialog?.kind === 'create'}
        title={t('media.newFolder')}
        label={t('media.folderName')}
        initial=""
        submitLabel={t('media.create')}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          await mediaApi.createFolder({ name, parentId: folderId, section: section === 'shared' ? 'shared' : 'my' });
          await refresh();
        }}
      />
      <NameDialog
        open={dialog?.kind === 'rename'}
        title={t('media.renameFolder')}
        label={t('media.folderName')}
        initial={folder?.name ?? ''}
        submitLabel={t('media.rename')}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          if (folder) await mediaApi.renameFolder({ folderId: folder.id, name });
          await refresh();
        }}
      />
      <FolderPickerDialog
        open={dialog?.kind === 'move'}
        section={section}
        title={t('media.moveFolderTitle', { name: folder?.name ?? '' })}
        excludeFolderId={folder?.id}
        onClose={() => setDialog(null)}
        onPick={async (parentId) => {
          if (folder) await mediaApi.moveFolder({ folderId: folder.id, parentId });
          await refresh();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('media.deleteFolder')}
        text={t('media.deleteFolderConfirm', { name: folder?.name ?? '' })}
        confirmLabel={t('media.delete')}
        busy={removal.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => folder && removal.mutate({ folder, withContents: false })}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteAll'}
        title={t('media.deleteFolderWithContents')}
        text={t('media.deleteFolderWithContentsConfirm', { name: folder?.name ?? '' })}
        confirmLabel={t('media.deleteEverything')}
        busy={removal.isPending}
        error={error}
        onClose={() => setDialog(null)}
        onConfirm={() => folder && removal.mutate({ folder, withContents: true })}
      />
    </>
  );

  return {
    create: () => setDialog({ kind: 'create' }),
    openMenu: (folder: MediaFolder, anchor: HTMLElement) => setMenu({ folder, anchor }),
    dialogs,
    error,
    busy: removal.isPending,
  };
}

function notEmpty(failure: unknown, withContents: boolean | undefined) {
  return !withContents && toApiError(failure).code === 'FOLDER_NOT_EMPTY';
}
