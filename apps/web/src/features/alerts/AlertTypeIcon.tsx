import Construction from '@mui/icons-material/Construction';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import MedicalServices from '@mui/icons-material/MedicalServices';
import NotificationImportant from '@mui/icons-material/NotificationImportant';
import Park from '@mui/icons-material/Park';
import Security from '@mui/icons-material/Security';
import Thunderstorm from '@mui/icons-material/Thunderstorm';
import Warning from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import type { AlertType } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/** The same icons the screen shows (`ALERT_ICON_PATHS` of @signage/slides are these Material icons). */
export const ALERT_TYPE_ICONS: Record<AlertType, typeof SvgIcon> = {
  environment: Park,
  fire: LocalFireDepartment,
  health: MedicalServices,
  infrastructure: Construction,
  safety: Warning,
  security: Security,
  weather: Thunderstorm,
  custom: NotificationImportant,
};

/**
 * The type's icon in a small tile of the alert's own colours (as on the screen), named for screen
 * readers by the type unless `decorative`.
 */
export function AlertTypeBadge({
  type,
  backgroundColor,
  textColor,
  size = 36,
  decorative = false,
}: {
  type: AlertType;
  backgroundColor: string;
  textColor: string;
  size?: number;
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = ALERT_TYPE_ICONS[type];
  return (
    <Box
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : t(`alerts.types.${type}`)}
      aria-hidden={decorative ? true : undefined}
      data-alert-type={type}
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        // The alert's own colours: what the screen will show.
        bgcolor: backgroundColor,
        color: textColor,
        boxShadow: (th) => `inset 0 0 0 1px ${th.palette.divider}`,
      }}
    >
      <Icon sx={{ fontSize: size * 0.62 }} />
    </Box>
  );
}
