import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type MessageDisplay, MessageLayer } from '@signage/slides/alerts';
import { useTranslation } from 'react-i18next';
import { ScaledFrame } from '../../components/ScaledFrame.tsx';

const SCREEN = { width: 1920, height: 1080 };

/**
 * The message as the screen shows it: THE message layer (`MessageLayer`, what the player draws over
 * its content) at a 1080p screen's size, scaled down, over a neutral stand-in for the content.
 */
export function MessagePreview({ message }: { message: MessageDisplay }) {
  const { t } = useTranslation();
  const text = message.text.trim() || t('messages.preview.placeholder');
  return (
    <Box data-testid="message-preview">
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('messages.preview.title')}
      </Typography>
      <ScaledFrame width={SCREEN.width} height={SCREEN.height} maxHeight={240} label={t('messages.preview.label', { text })}>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'text.secondary',
          }}
        >
          <Typography sx={{ fontSize: 72, fontWeight: 500, opacity: 0.7 }}>{t('messages.preview.content')}</Typography>
        </Box>
        <MessageLayer messages={[{ ...message, text }]} width={SCREEN.width} height={SCREEN.height} />
      </ScaledFrame>
    </Box>
  );
}
