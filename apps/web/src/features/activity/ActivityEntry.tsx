import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ACTIVITY_OBJECT_TYPES, type ActivityItem, type ActivityObject, type ActivityObjectType } from '@signage/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../state/locale.ts';
import { absoluteTime, actionKey, avatarColour, countOf, detailLine, initials, relativeTime, summaryValues } from './format.ts';

/** An object an entry names: a link while it exists and the reader may open it, else its name in bold. */
function ObjectRef({ object }: { object: ActivityObject }) {
  const { t } = useTranslation();
  const name = object.name ?? t('activity.unnamed');
  if (object.link)
    return (
      <Link component={RouterLink} to={object.link} sx={{ fontWeight: 500 }}>
        {name}
      </Link>
    );
  return (
    <Box component="strong" sx={{ fontWeight: 500 }}>
      {name}
    </Box>
  );
}

/** The object type the "only this" filter uses (a slide's entries are its playlist's). */
function filterType(object: ActivityObject): ActivityObjectType | null {
  const type = object.type === 'slide' ? 'playlist' : object.type === 'licence' ? 'organization' : object.type;
  return (ACTIVITY_OBJECT_TYPES as readonly string[]).includes(type) && object.id && /^\d+$/.test(object.id)
    ? (type as ActivityObjectType)
    : null;
}

interface Props {
  item: ActivityItem;
  now: Date;
  onOnly: (type: ActivityObjectType, id: number, name: string) => void;
}

/** One entry of the feed: avatar, "Ana published the playlist Lobby", details, both organizations, times. */
export function ActivityEntry({ item, now, onOnly }: Props) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const at = new Date(item.at);
  const count = countOf(item);
  const own = actionKey(item.action);
  const key = i18n.exists(own, { count }) ? own : item.kind === 'alerts' ? 'activity.actions.alerts' : 'activity.actions.fallback';
  const actorName = item.actor.name ?? t('activity.someone');
  const detail = detailLine(item, t, locale);
  const onlyType = filterType(item.object);
  const objectName = item.object.name ?? t('activity.unnamed');
  return (
    <Box
      component="li"
      data-testid="activity-item"
      data-unread={item.unread ? 'true' : 'false'}
      data-action={item.action}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: { xs: 1.25, sm: 1.5 },
        px: { xs: 1.25, sm: 2 },
        py: 1.5,
        borderLeft: '4px solid',
        borderLeftColor: item.unread ? 'primary.main' : 'transparent',
        bgcolor: (th) => (item.unread ? alpha(th.palette.primary.main, 0.07) : 'transparent'),
        '&:not(:last-of-type)': { borderBottom: 1, borderBottomColor: 'divider' },
      }}
    >
      <Avatar
        aria-hidden
        sx={{ bgcolor: avatarColour(item.actor.userId), color: '#fff', width: 36, height: 36, fontSize: '0.875rem', fontWeight: 500 }}
      >
        {initials(item.actor.name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.5 }}>
          <Trans
            i18nKey={key}
            values={summaryValues(item, t, locale)}
            components={{
              actor: item.actor.apiToken ? (
                <span data-testid="activity-via-token">
                  <Trans
                    i18nKey="activity.actorViaToken"
                    values={{ name: actorName, token: item.actor.apiToken.name }}
                    components={{
                      name: <Box component="strong" sx={{ fontWeight: 700 }} />,
                      token: <Box component="strong" sx={{ fontWeight: 500 }} />,
                    }}
                  />
                </span>
              ) : (
                <Box component="strong" sx={{ fontWeight: 700 }}>
                  {actorName}
                </Box>
              ),
              obj: <ObjectRef object={item.object} />,
              target: item.target ? <ObjectRef object={item.target} /> : <span />,
            }}
          />
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        ) : null}
        {item.actor.organizationName ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            data-testid="activity-acting-from"
          >
            <SupervisorAccountOutlined fontSize="small" aria-hidden />
            {t('activity.actingFrom', { organization: item.actor.organizationName, target: item.organization.name })}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
          <time dateTime={item.at}>{relativeTime(at, now, locale)}</time>
          {' · '}
          {absoluteTime(at, locale)}
          {item.ip ? ` · ${t('activity.address', { ip: item.ip })}` : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
        {item.unread ? <Chip size="small" color="primary" label={t('activity.newBadge')} /> : null}
        {onlyType ? (
          <Tooltip title={t('activity.onlyThis', { name: objectName })}>
            <IconButton
              size="small"
              aria-label={t('activity.onlyThis', { name: objectName })}
              onClick={() => onOnly(onlyType, Number(item.object.id), objectName)}
            >
              <FilterAltOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
    </Box>
  );
}
