import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument.tsx';

/** Shows the EULA or the privacy policy over a public page (sign-up). */
export function LegalDialog({ kind, onClose }: { kind: 'eula' | 'privacy' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      scroll="paper"
      aria-labelledby="legal-dialog-title"
    >
      <DialogTitle id="legal-dialog-title">{kind === 'privacy' ? t('legal.privacyTitle') : t('legal.eulaTitle')}</DialogTitle>
      <DialogContent dividers>{kind ? <LegalDocument kind={kind} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
