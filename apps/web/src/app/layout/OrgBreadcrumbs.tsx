import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useParentPath } from '../../features/organizations/index.ts';

/**
 * Organization breadcrumbs: the parent path from the root down to the current organization (spec 2.3).
 * Organizations from `homeOrganizationId` down (the ones the user can open) link to their detail page;
 * the ancestors above it are plain text.
 */
export function OrgBreadcrumbs({ organizationId, homeOrganizationId }: { organizationId: number; homeOrganizationId?: number }) {
  const { t } = useTranslation();
  const { data } = useParentPath(organizationId);
  if (!data?.length) return null;
  const homeIndex = homeOrganizationId === undefined ? -1 : data.findIndex((org) => org.id === homeOrganizationId);
  return (
    <Breadcrumbs
      aria-label={t('nav.breadcrumbs')}
      separator={<NavigateNext fontSize="small" />}
      sx={{ mb: 1.5, '& ol': { alignItems: 'center' } }}
      data-testid="org-breadcrumbs"
    >
      {data.map((org, index) => {
        const last = index === data.length - 1;
        const icon = index === 0 ? <ApartmentOutlined sx={{ fontSize: 16 }} aria-hidden /> : null;
        const sx = { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: last ? 600 : 400 };
        if (!last && homeIndex >= 0 && index >= homeIndex) {
          return (
            <Link
              key={org.id}
              component={RouterLink}
              to={`/home/organizations/${org.id}/info`}
              variant="body2"
              color="text.secondary"
              sx={sx}
            >
              {icon}
              {org.name}
            </Link>
          );
        }
        return (
          <Typography
            key={org.id}
            variant="body2"
            color={last ? 'text.primary' : 'text.secondary'}
            aria-current={last ? 'location' : undefined}
            sx={sx}
          >
            {icon}
            {org.name}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
