import LibraryMusicOutlined from '@mui/icons-material/LibraryMusicOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../api/client.ts';
import { checkUpload, kindOfFile, MediaPickerDialog, uploadMedia } from '../media/index.ts';
import type { AlertAudio } from './form.ts';

const AUDIO_ACCEPT = '.mp3,.wav,audio/mpeg,audio/wav';

/**
 * The alert's optional sound: an MP3 or WAV of the media library (spec part 5), picked from the
 * library or uploaded here through the library's upload (into My media), played back to check it.
 */
export function AudioField({
  value,
  onChange,
  error,
}: {
  value: AlertAudio | null;
  onChange: (value: AlertAudio | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [upload, setUpload] = useState<{ name: string; progress: number; abort: () => void } | null>(null);
  const [problem, setProblem] = useState('');
  const abortRef = useRef<(() => void) | null>(null);
  abortRef.current = upload?.abort ?? null;
  // Leaving the page cancels an upload still running.
  useEffect(() => () => abortRef.current?.(), []);

  function send(file: File) {
    setProblem('');
    const refused = checkUpload([file]) ?? (kindOfFile(file) === 'audio' ? null : fallbackMessage('ALERT_AUDIO_INVALID'));
    if (refused) {
      setProblem(refused);
      return;
    }
    const handle = uploadMedia(file, { section: 'my', folderId: null }, (progress) => setUpload((u) => (u ? { ...u, progress } : u)));
    setUpload({ name: file.name, progress: 0, abort: handle.abort });
    handle.promise.then(
      (item) => {
        setUpload(null);
        onChange({ mediaId: item.id, name: item.name, url: item.url });
      },
      (failure: unknown) => {
        setUpload(null);
        if (!(failure instanceof DOMException && failure.name === 'AbortError')) setProblem(toApiError(failure).message);
      },
    );
  }

  const shownError = error ?? (problem || undefined);
  return (
    <FormControl component="fieldset" error={Boolean(shownError)} fullWidth aria-describedby={helpId}>
      <FormLabel component="legend" id={labelId}>
        {t('alerts.fields.audio')} ({t('common.optional')})
      </FormLabel>
      {value ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }} data-testid="alert-audio">
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{value.name}</Typography>
          <Box
            component="audio"
            controls
            preload="none"
            src={value.url}
            aria-label={t('alerts.audio.listen', { name: value.name })}
            sx={{ height: 36, maxWidth: '100%' }}
          />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('alerts.audio.none')}
        </Typography>
      )}
      {upload ? (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="body2">{t('alerts.audio.uploading', { name: upload.name })}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label={t('alerts.audio.uploading', { name: upload.name })}
          />
          <Button size="small" onClick={upload.abort} sx={{ mt: 0.5 }}>
            {t('common.cancel')}
          </Button>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" size="small" startIcon={<LibraryMusicOutlined />} onClick={() => setPicking(true)} disabled={!!upload}>
          {t('alerts.audio.pick')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileOutlined />}
          onClick={() => fileRef.current?.click()}
          disabled={!!upload}
        >
          {t('alerts.audio.upload')}
        </Button>
        {value ? (
          <Button size="small" color="inherit" onClick={() => onChange(null)}>
            {t('alerts.audio.remove')}
          </Button>
        ) : null}
        <input
          ref={fileRef}
          type="file"
          accept={AUDIO_ACCEPT}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) send(file);
          }}
        />
      </Box>
      <FormHelperText id={helpId} role={shownError ? 'alert' : undefined}>
        {shownError ?? t('alerts.audio.help')}
      </FormHelperText>
      <MediaPickerDialog
        open={picking}
        kinds={['audio']}
        title={t('alerts.audio.pickTitle')}
        onClose={() => setPicking(false)}
        onPick={(item) => onChange({ mediaId: item.id, name: item.name, url: item.url })}
      />
    </FormControl>
  );
}
