import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import { useTranslation } from 'react-i18next';
import { useParentPath } from '../queries.ts';

/** Organization breadcrumbs: the parent path from the root down to the current organization (spec 2.3). */
export function OrgBreadcrumbs({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const { data } = useParentPath(organizationId);
  if (!data?.length) return null;
  return (
    <Breadcrumbs
      aria-label={t('nav.breadcrumbs')}
      separator={<NavigateNext fontSize="small" />}
      sx={{ mb: 1.5, '& ol': { alignItems: 'center' } }}
      data-testid="org-breadcrumbs"
    >
      {data.map((org, index) => {
        const last = index === data.length - 1;
        return (
          <Typography
            key={org.id}
            variant="body2"
            color={last ? 'text.primary' : 'text.secondary'}
            aria-current={last ? 'location' : undefined}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: last ? 600 : 400 }}
          >
            {index === 0 ? <ApartmentOutlined sx={{ fontSize: 16 }} aria-hidden /> : null}
            {org.name}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
