import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MenuItem as MenuEntry } from '@signage/slides/model';
import { formatPrice } from '@signage/slides/render';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ITEMS_MAX, type MenuCsvResult } from '../model/menuCsv.ts';

/** The preview of a menu CSV import (its items and problems, added to or replacing the current items) before anything changes. */
export function CsvImportDialog({
  result,
  currentCount,
  currency,
  onClose,
  onImport,
}: {
  result: MenuCsvResult & { replaceResult: MenuCsvResult };
  currentCount: number;
  currency: string;
  onClose: () => void;
  onImport: (items: MenuEntry[], replace: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [replace, setReplace] = useState(false);
  const shown = replace ? result.replaceResult : result;
  const lineText = (line: number | null) => (line === null ? '' : `${t('playlists.editor.menu.csvLine', { line })} `);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('playlists.editor.menu.csvTitle')}</DialogTitle>
      <DialogContent>
        {shown.errors.length ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="menu-csv-errors">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {t('playlists.editor.menu.csvHasErrors')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {shown.errors.map((e) => (
                <li key={`${e.line}-${e.code}`}>
                  {lineText(e.line)}
                  {t(`playlists.editor.menu.csvErrors.${e.code}`, { max: MENU_ITEMS_MAX })}
                </li>
              ))}
            </Box>
          </Alert>
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('playlists.editor.menu.csvReady', { count: shown.items.length })}
          </Typography>
        )}
        <FormControlLabel
          control={<Switch checked={replace} onChange={(e) => setReplace(e.target.checked)} />}
          label={t('playlists.editor.menu.csvReplace', { count: currentCount })}
        />
        {shown.items.length ? (
          <Box sx={{ overflowX: 'auto', maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label={t('playlists.editor.menu.csvPreview')} data-testid="menu-csv-preview">
              <TableHead>
                <TableRow>
                  <TableCell>{t('playlists.editor.menu.itemName')}</TableCell>
                  <TableCell>{t('playlists.editor.menu.itemDescription')}</TableCell>
                  <TableCell align="right">{t('playlists.editor.menu.itemPrice')}</TableCell>
                  <TableCell>{t('playlists.editor.menu.itemCategory')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id and never reorder.
                  <TableRow key={i}>
                    <TableCell>{item.name}</TableCell>
                    <TableCell>{item.description}</TableCell>
                    <TableCell align="right">{formatPrice(currency, item.price)}</TableCell>
                    <TableCell>{item.category}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={shown.errors.length > 0 || shown.items.length === 0}
          onClick={() => onImport(shown.items, replace)}
          data-testid="menu-csv-import"
        >
          {t('playlists.editor.menu.csvImport')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
