import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ASSISTANT_TASKS, ASSISTANT_TEXT_MAX, type AssistantTask, LOCALES, type Locale } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type ApiError, fallbackMessage } from '../../api/client.ts';
import { assistantApi, assistantKeys } from './api.ts';

/** Choose a task (and a language), get 5 options for one credit, pick one to insert. */
export default function AssistantDialog({
  initialText,
  creditsLeft,
  organizationId,
  onClose,
  onInsert,
}: {
  initialText: string;
  creditsLeft: number;
  organizationId: number;
  onClose: () => void;
  onInsert: (option: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [task, setTask] = useState<AssistantTask>(initialText ? 'headline' : 'slideCopy');
  const [text, setText] = useState(initialText.slice(0, ASSISTANT_TEXT_MAX));
  const [targetLocale, setTargetLocale] = useState<Locale>(LOCALES.find((l) => l !== i18n.language) ?? 'en');
  const [left, setLeft] = useState(creditsLeft);
  const suggest = useMutation({
    mutationFn: () => assistantApi.suggest({ task, text, ...(task === 'translate' ? { targetLocale } : {}) }),
    onSuccess: (out) => {
      setLeft(out.creditsLeft);
      void queryClient.invalidateQueries({ queryKey: assistantKeys.status(organizationId) });
    },
  });
  const error = suggest.error as ApiError | null;
  const outOfCredits = error?.code === 'OUT_OF_CREDITS' || left <= 0;
  const options = suggest.data?.options ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assistant-title">
      <DialogTitle id="assistant-title">{t('assistant.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            select
            size="small"
            label={t('assistant.task')}
            value={task}
            onChange={(e) => setTask(e.target.value as AssistantTask)}
          >
            {ASSISTANT_TASKS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`assistant.tasks.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          {task === 'translate' ? (
            <TextField
              select
              size="small"
              label={t('assistant.targetLocale')}
              value={targetLocale}
              onChange={(e) => setTargetLocale(e.target.value as Locale)}
            >
              {LOCALES.map((l) => (
                <MenuItem key={l} value={l}>
                  {t(`assistant.languages.${l}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            multiline
            minRows={2}
            maxRows={6}
            label={task === 'slideCopy' ? t('assistant.brief') : t('assistant.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: ASSISTANT_TEXT_MAX } }}
            helperText={t('assistant.privacy')}
          />
          <Typography variant="body2" role="status">
            {t('assistant.creditsLeft', { count: left })}
          </Typography>
          {error || outOfCredits ? (
            <Alert severity={outOfCredits ? 'warning' : 'error'} role="alert">
              {error?.message ?? fallbackMessage('OUT_OF_CREDITS')}{' '}
              {outOfCredits ? (
                <Link component={RouterLink} to={`/home/licensing/${organizationId}#buy-credits`} underline="always">
                  {t('assistant.getCredits')}
                </Link>
              ) : null}
            </Alert>
          ) : null}
          {options.length ? (
            <Box>
              <Typography variant="subtitle2" component="h3" id="assistant-options">
                {t('assistant.options')}
              </Typography>
              <List dense aria-labelledby="assistant-options">
                {options.map((option) => (
                  <ListItem key={option} disablePadding>
                    <ListItemButton onClick={() => onInsert(option)} sx={{ borderRadius: 1 }}>
                      <ListItemText primary={option} slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
              <Typography variant="caption" color="text.secondary">
                {t('assistant.pickHint')}
              </Typography>
            </Box>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assistant.close')}</Button>
        <Button variant="contained" onClick={() => suggest.mutate()} disabled={suggest.isPending || !text.trim() || (left <= 0 && !error)}>
          {suggest.isPending ? t('assistant.working') : t('assistant.suggest')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
