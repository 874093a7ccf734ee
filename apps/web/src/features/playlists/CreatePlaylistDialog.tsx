import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage, parseAspect, playlistCreateBody } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';

export const ASPECT_CHOICES = ['16:9', '16:10', '4:3', '9:16', '10:16', '3:4', 'custom'] as const;
type AspectChoice = (typeof ASPECT_CHOICES)[number];

/** New playlist: a name and an aspect ratio (the presets of spec part 9, or custom pixels). */
export function CreatePlaylistDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (name: string, aspect: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [aspect, setAspect] = useState<AspectChoice>('16:9');
  const [width, setWidth] = useState('1920');
  const [height, setHeight] = useState('1080');
  const [nameError, setNameError] = useState('');
  const [aspectError, setAspectError] = useState('');
  const create = useMutation({
    mutationFn: (value: { name: string; aspect: string }) => onCreate(value.name, value.aspect),
    // The server's messages about the name and the aspect show under their fields.
    onError: (failure) => {
      const message = toApiError(failure).field('name');
      if (message) setNameError(message);
      const aspectMessage = toApiError(failure).field('aspect');
      if (aspectMessage) setAspectError(aspectMessage);
    },
  });
  const failure = create.error && toApiError(create.error);
  const error = failure && !failure.field('name') && !failure.field('aspect') ? failure : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened (the mutation object changes every render).
  useEffect(() => {
    if (open) {
      setName('');
      setAspect('16:9');
      setNameError('');
      setAspectError('');
      create.reset();
    }
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!playlistCreateBody.shape.name.safeParse(name).success) {
      setNameError(t('playlists.nameRequired'));
      return;
    }
    // Custom pixels go through the same parser as the server's (no silent correction).
    const parsed = parseAspect(aspect === 'custom' ? `${width.trim()}x${height.trim()}` : aspect);
    if (!parsed) {
      setAspectError(errorMessage('ASPECT_INVALID', currentLocale()));
      return;
    }
    create.mutate({ name: name.trim(), aspect: parsed.value });
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('playlists.newPlaylist')}</DialogTitle>
        <DialogContent>
          <FormAlert error={error} />
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('playlists.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError('');
            }}
            error={!!nameError}
            helperText={nameError || ' '}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <FormControl sx={{ mt: 1 }}>
            <FormLabel id={`${titleId}-aspect`}>{t('playlists.aspect')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-aspect`}
              value={aspect}
              onChange={(e) => {
                setAspect(e.target.value as AspectChoice);
                setAspectError('');
              }}
            >
              {ASPECT_CHOICES.map((a) => (
                <FormControlLabel key={a} value={a} control={<Radio />} label={t(`playlists.aspects.${a.replace(':', '_') as 'custom'}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          {aspect === 'custom' ? (
            <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
              <TextField
                label={t('playlists.customWidth')}
                type="number"
                value={width}
                onChange={(e) => {
                  setWidth(e.target.value);
                  setAspectError('');
                }}
                error={!!aspectError}
                slotProps={{ htmlInput: { min: 10, max: 100000, 'aria-describedby': aspectError ? `${titleId}-aspect-error` : undefined } }}
              />
              <TextField
                label={t('playlists.customHeight')}
                type="number"
                value={height}
                onChange={(e) => {
                  setHeight(e.target.value);
                  setAspectError('');
                }}
                error={!!aspectError}
                slotProps={{ htmlInput: { min: 10, max: 100000, 'aria-describedby': aspectError ? `${titleId}-aspect-error` : undefined } }}
              />
            </Stack>
          ) : null}
          {aspectError ? (
            <FormHelperText id={`${titleId}-aspect-error`} error role="alert">
              {aspectError}
            </FormHelperText>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('playlists.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
