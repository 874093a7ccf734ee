import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TargetsView } from '@signage/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTree, descendantIds, flatten, useDevices, useGroups } from '../devices/index.ts';
import { useLocale } from '../../state/locale.ts';
import { chosenCounts, type TargetsForm } from './targets.ts';

const SEARCH_FROM = 8;
const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/**
 * Which screens: every screen, or chosen screens and groups (a group includes its sub-groups and
 * their screens, shown ticked and greyed under a chosen group). `known` names what the lists do not
 * hold (e.g. a saved target the caller cannot list any more).
 */
export function TargetsField({
  value,
  onChange,
  error,
  known,
}: {
  value: TargetsForm;
  onChange: (value: TargetsForm) => void;
  error?: string;
  known?: TargetsView | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const legendId = useId();
  const helpId = useId();
  const devices = useDevices(false);
  const groups = useGroups();
  const [search, setSearch] = useState('');

  const groupList = useMemo(() => flatten(buildTree(groups.data ?? [])), [groups.data]);
  /** Groups inside a chosen group (through any depth). */
  const included = useMemo(() => {
    const out = new Set<number>();
    for (const id of value.groupIds) for (const d of descendantIds(groups.data ?? [], id)) if (d !== id) out.add(d);
    return out;
  }, [value.groupIds, groups.data]);
  const chosenGroups = new Set([...value.groupIds, ...included]);
  const deviceList = devices.data ?? [];
  const query = search.trim().toLowerCase();
  const shownDevices = query ? deviceList.filter((d) => d.name.toLowerCase().includes(query)) : deviceList;
  const unknownDevices = value.deviceKeys.filter((key) => !deviceList.some((d) => d.deviceKey === key));
  const unknownGroups = value.groupIds.filter((id) => id !== -1 && !groupList.some((g) => g.id === id));
  const nameOfDevice = (key: string) => known?.devices.find((d) => d.deviceKey === key)?.name ?? key;
  const nameOfGroup = (id: number) => known?.groups.find((g) => g.id === id)?.name ?? `#${id}`;

  const counts = chosenCounts(value, t, locale);
  const summary = value.all
    ? t('alerts.targets.allHelp')
    : counts
      ? t('alerts.targets.chosen', { list: counts })
      : t('alerts.targets.nothingChosen');

  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth data-testid="targets-field" aria-describedby={helpId}>
      <FormLabel component="legend" id={legendId}>
        {t('alerts.targets.label')}
      </FormLabel>
      <RadioGroup
        value={value.all ? 'all' : 'some'}
        onChange={(e) => onChange({ ...value, all: e.target.value === 'all' })}
        aria-labelledby={legendId}
      >
        <FormControlLabel value="all" control={<Radio />} label={t('alerts.targets.allOption')} />
        <FormControlLabel value="some" control={<Radio />} label={t('alerts.targets.someOption')} />
      </RadioGroup>
      {value.all ? null : devices.isPending || groups.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
          <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pb: 1, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t('alerts.targets.groups')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('alerts.targets.groupsHelp')}
            </Typography>
            {groupList.length === 0 && unknownGroups.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('alerts.targets.noGroups')}
              </Typography>
            ) : null}
            <Box sx={{ maxHeight: 280, overflowY: 'auto', display: 'grid' }}>
              {groupList.map((g) => {
                const inherited = included.has(g.id) && !value.groupIds.includes(g.id);
                return (
                  <FormControlLabel
                    key={g.id}
                    sx={{ pl: g.depth * 2.5, mr: 0 }}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosenGroups.has(g.id)}
                        disabled={inherited}
                        onChange={() => onChange({ ...value, groupIds: toggle(value.groupIds, g.id) })}
                      />
                    }
                    label={inherited ? t('alerts.targets.includedIn', { name: g.name }) : g.name}
                  />
                );
              })}
              {unknownGroups.map((id) => (
                <FormControlLabel
                  key={id}
                  sx={{ mr: 0 }}
                  control={<Checkbox size="small" checked onChange={() => onChange({ ...value, groupIds: toggle(value.groupIds, id) })} />}
                  label={nameOfGroup(id)}
                />
              ))}
            </Box>
          </Box>
          <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pb: 1, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t('alerts.targets.screens')}
            </Typography>
            {deviceList.length >= SEARCH_FROM ? (
              <TextField
                size="small"
                type="search"
                name="targetSearch"
                label={t('alerts.targets.search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                sx={{ my: 1 }}
              />
            ) : null}
            {deviceList.length === 0 && unknownDevices.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('alerts.targets.noScreens')}
              </Typography>
            ) : null}
            <Box sx={{ maxHeight: 280, overflowY: 'auto', display: 'grid' }}>
              {shownDevices.map((d) => {
                const viaGroup = !value.deviceKeys.includes(d.deviceKey) && chosenGroups.has(d.groupId);
                return (
                  <FormControlLabel
                    key={d.deviceKey}
                    sx={{ mr: 0 }}
                    control={
                      <Checkbox
                        size="small"
                        checked={viaGroup || value.deviceKeys.includes(d.deviceKey)}
                        disabled={viaGroup}
                        onChange={() => onChange({ ...value, deviceKeys: toggle(value.deviceKeys, d.deviceKey) })}
                      />
                    }
                    label={
                      viaGroup
                        ? t('alerts.targets.includedIn', { name: d.name })
                        : d.groupName
                          ? t('alerts.targets.screenInGroup', { name: d.name, group: d.groupName })
                          : d.name
                    }
                  />
                );
              })}
              {unknownDevices.map((key) => (
                <FormControlLabel
                  key={key}
                  sx={{ mr: 0 }}
                  control={
                    <Checkbox size="small" checked onChange={() => onChange({ ...value, deviceKeys: toggle(value.deviceKeys, key) })} />
                  }
                  label={nameOfDevice(key)}
                />
              ))}
            </Box>
          </Box>
        </Box>
      )}
      <FormHelperText id={helpId} role={error ? 'alert' : undefined}>
        {error ?? summary}
      </FormHelperText>
    </FormControl>
  );
}
