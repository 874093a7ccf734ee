import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DeviceListItem } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { TagsField } from './TagsField.tsx';

/** A screen's tags as chips ('—' when it has none). */
export function TagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <span aria-hidden="true">—</span>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => (
        <Chip key={tag} label={`#${tag}`} size="small" variant="outlined" />
      ))}
    </Box>
  );
}

/** The screen page's tags: edit and save (the screen joins or leaves dynamic groups at once). */
export function DeviceTagsEditor({ device, onSaved }: { device: DeviceListItem; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tags, setTags] = useState(device.tags);
  const key = device.tags.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored tags change.
  useEffect(() => setTags(device.tags), [key]);
  const save = useMutation({
    mutationFn: () => devicesApi.setTags({ deviceKey: device.deviceKey, tags }),
    onSuccess: async () => {
      onSaved(t('devices.tags.saved'));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  const dirty = tags.join(',') !== key;
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }} data-testid="device-tags">
      <FormAlert error={save.error && toApiError(save.error)} />
      <TagsField value={tags} onChange={setTags} label={t('devices.tags.label')} testId="device-tags-input" />
      <Box>
        <Button type="submit" variant="contained" disabled={!dirty || save.isPending}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** Adds or removes tags on the selected screens at once. */
export function BulkTagsDialog({
  mode,
  deviceKeys: keys,
  onClose,
  onDone,
}: {
  mode: 'add' | 'remove';
  deviceKeys: string[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [tags, setTags] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const run = useMutation({
    mutationFn: () => devicesApi.bulkTags({ deviceKeys: keys, add: mode === 'add' ? tags : [], remove: mode === 'remove' ? tags : [] }),
    onSuccess: async (result) => {
      onDone(result.count === 0 ? t('devices.tags.unchanged') : t('devices.tags.done', { count: result.count }));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (tags.length === 0) return setMissing(true);
    run.mutate();
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {t(mode === 'add' ? 'devices.tags.addTitle' : 'devices.tags.removeTitle', { count: keys.length })}
        </DialogTitle>
        <DialogContent>
          <FormAlert error={run.error ? toApiError(run.error) : missing ? t('devices.tags.pickOne') : null} />
          <Box sx={{ pt: 1 }}>
            <TagsField
              value={tags}
              onChange={(next) => {
                setMissing(false);
                setTags(next);
              }}
              label={t('devices.tags.label')}
              testId="bulk-tags-input"
              autoFocus
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={run.isPending} color={mode === 'remove' ? 'error' : 'primary'}>
            {t(mode === 'add' ? 'devices.tags.addSubmit' : 'devices.tags.removeSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
