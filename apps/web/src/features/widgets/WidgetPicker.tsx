import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetKeys, widgetsApi } from './api.ts';
import { listWidgetEditors } from './registry.ts';

/**
 * The editor's Widgets section (spec 2.3): every widget type, each with what it shows; the types the
 * organization's licence or this server does not offer are listed disabled with the reason (the
 * server refuses them too).
 */
export function WidgetPicker({ onAdd }: { onAdd: (type: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const catalogue = useQuery({ queryKey: widgetKeys.catalogue, queryFn: () => widgetsApi.catalogue({}), enabled: open, staleTime: 60_000 });
  const availability = new Map((catalogue.data?.widgets ?? []).map((w) => [w.type, w]));
  return (
    <>
      <Button size="small" startIcon={<WidgetsOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('widgets.common.add')}
      </Button>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
          <DialogTitle id={titleId}>{t('widgets.common.title')}</DialogTitle>
          <DialogContent dividers sx={{ p: 0 }}>
            <List aria-labelledby={titleId}>
              {listWidgetEditors().map((editor) => {
                const state = availability.get(editor.type);
                const reason =
                  state && !state.available
                    ? t(state.reason === 'deployment' ? 'widgets.common.notOffered' : 'widgets.common.notLicensed')
                    : null;
                return (
                  <ListItem key={editor.type} disablePadding>
                    <ListItemButton
                      data-widget-type={editor.type}
                      disabled={!state?.available}
                      onClick={() => {
                        setOpen(false);
                        onAdd(editor.type);
                      }}
                    >
                      <ListItemIcon>{editor.icon}</ListItemIcon>
                      <ListItemText primary={t(editor.labelKey)} secondary={reason ?? t(editor.descriptionKey)} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('widgets.common.close')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
