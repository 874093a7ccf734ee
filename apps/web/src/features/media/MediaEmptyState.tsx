import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MediaSection } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/** An empty section or folder (with the upload button), or no match for the filters. */
export function MediaEmptyState({
  section,
  filtering,
  canUpload,
  onUpload,
}: {
  section: MediaSection;
  filtering: boolean;
  canUpload: boolean;
  onUpload: () => void;
}) {
  const { t } = useTranslation();
  const title = filtering ? t('media.empty.filteredTitle') : t(`media.empty.${section}Title`);
  const text = filtering ? t('media.empty.filteredText') : t(`media.empty.${section}Text`);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'background.paper' }}
      data-testid="media-empty"
    >
      <PermMediaOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
        {text}
      </Typography>
      {canUpload && !filtering ? (
        <Button variant="contained" startIcon={<CloudUploadOutlined />} onClick={onUpload} sx={{ mt: 2 }}>
          {t('media.upload')}
        </Button>
      ) : null}
      {canUpload && !filtering ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('media.limitsHint')}
        </Typography>
      ) : null}
    </Paper>
  );
}
