import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DeviceListItem, type GroupItem, groupCreateDynamicBody, ruleMatches } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { StatusChip } from './DeviceStatus.tsx';
import { deviceEditPath } from './DevicesList.tsx';
import { dynamicGroups } from './groupTree.ts';
import { LIVE_REFRESH_MS } from './hooks.ts';
import { TagsField } from './TagsField.tsx';

type Match = 'all' | 'any';
export interface RuleValue {
  match: Match;
  tags: string[];
}

export const groupPath = (g: Pick<GroupItem, 'id' | 'organizationId'>) => `/home/devicegroup/${g.id}/${g.organizationId}`;

/** "All of: #a, #b" / "Any of: …". */
export function ruleSummary(rule: { match: Match; tags: string[] }, t: (key: string, o?: Record<string, unknown>) => string) {
  const tags = rule.tags.map((x) => `#${x}`).join(', ');
  return t(rule.match === 'all' ? 'devices.dynamic.summaryAll' : 'devices.dynamic.summaryAny', { tags });
}

/** The rule's two parts: all of / any of, and its tags; says how many of `devices` match it now. */
export function RuleFields({
  value,
  onChange,
  devices,
  error,
}: {
  value: RuleValue;
  onChange: (rule: RuleValue) => void;
  devices: DeviceListItem[];
  error?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const count = devices.filter((d) => ruleMatches(value, d.tags)).length;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FormControl>
        <FormLabel id={labelId}>{t('devices.dynamic.match')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value.match}
          onChange={(e) => onChange({ ...value, match: e.target.value as Match })}
        >
          <FormControlLabel value="all" control={<Radio />} label={t('devices.dynamic.all')} />
          <FormControlLabel value="any" control={<Radio />} label={t('devices.dynamic.any')} />
        </RadioGroup>
      </FormControl>
      <TagsField
        value={value.tags}
        onChange={(tags) => onChange({ ...value, tags })}
        label={t('devices.dynamic.ruleTags')}
        helperText={error}
        testId="rule-tags-input"
      />
      <Typography variant="body2" color="text.secondary" role="status" data-testid="rule-preview">
        {t('devices.dynamic.preview', { count })}
      </Typography>
    </Box>
  );
}

/** New dynamic group: name, description, rule. Opens the group's page once created. */
export function DynamicGroupDialog({ devices, onClose }: { devices: DeviceListItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [rule, setRule] = useState<RuleValue>({ match: 'any', tags: [] });
  const [nameError, setNameError] = useState('');
  const [ruleError, setRuleError] = useState('');
  const create = useMutation({
    mutationFn: () => devicesApi.groups.createDynamic({ name: name.trim(), description: description.trim(), rule }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
      navigate(groupPath(result.group));
    },
    onError: (e) => {
      const message = toApiError(e).field('name');
      if (message) setNameError(message);
    },
  });
  const error = create.error && toApiError(create.error);
  function submit(event: FormEvent) {
    event.preventDefault();
    const nameOk = groupCreateDynamicBody.shape.name.safeParse(name).success;
    setNameError(nameOk ? '' : t('devices.fieldRequired'));
    setRuleError(rule.tags.length ? '' : t('devices.dynamic.ruleRequired'));
    if (!nameOk || rule.tags.length === 0) return;
    create.mutate();
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('devices.dynamic.create')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormAlert error={error && !error.field('name') ? error : null} />
          <TextField
            label={t('devices.groups.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(nameError)}
            helperText={nameError || ' '}
            required
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={t('devices.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          {ruleError ? <FormAlert error={ruleError} /> : null}
          <RuleFields
            value={rule}
            onChange={(next) => {
              setRuleError('');
              setRule(next);
            }}
            devices={devices}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('devices.dynamic.createSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The groups tab's dynamic groups: name, rule, members now; "New dynamic group". */
export function DynamicGroupsSection({ groups, devices }: { groups: GroupItem[]; devices: DeviceListItem[] }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const list = dynamicGroups(groups).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid="dynamic-groups">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          {t('devices.dynamic.title')}
        </Typography>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setCreating(true)}>
          {t('devices.dynamic.create')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('devices.dynamic.intro')}
      </Typography>
      {list.length === 0 ? <Typography color="text.secondary">{t('devices.dynamic.none')}</Typography> : null}
      <List dense disablePadding>
        {list.map((g) => (
          <ListItem key={g.id} divider disableGutters data-group={g.id}>
            <ListItemText
              primary={
                <Link component={RouterLink} to={groupPath(g)} sx={{ fontWeight: 600 }}>
                  {g.name}
                </Link>
              }
              secondary={`${g.rule ? ruleSummary(g.rule, t) : ''} · ${t('devices.deviceCount', {
                count: devices.filter((d) => ruleMatches(g.rule, d.tags) && d.organizationId === g.organizationId).length,
              })}`}
            />
          </ListItem>
        ))}
      </List>
      {creating ? <DynamicGroupDialog devices={devices} onClose={() => setCreating(false)} /> : null}
    </Paper>
  );
}

/** A dynamic group's rule (editable) and its members now (live: refetched every 10 s and on changes). */
export function DynamicGroupPanel({
  group,
  devices,
  onSaved,
}: {
  group: GroupItem & { rule: RuleValue };
  devices: DeviceListItem[];
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rule, setRule] = useState<RuleValue>(group.rule);
  const [ruleError, setRuleError] = useState('');
  const stored = `${group.rule.match}:${group.rule.tags.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored rule changes.
  useEffect(() => setRule(group.rule), [stored]);
  const members = useQuery({
    queryKey: deviceKeys.members(group.id),
    queryFn: () => devicesApi.groups.listDevices({ groupId: group.id }),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const save = useMutation({
    mutationFn: () => devicesApi.groups.updateRule({ id: group.id, rule }),
    onSuccess: async () => {
      onSaved(t('devices.dynamic.saved'));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (rule.tags.length === 0) return setRuleError(t('devices.dynamic.ruleRequired'));
    setRuleError('');
    save.mutate();
  }
  const list = members.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }} data-testid="dynamic-rule">
        <FormAlert error={(save.error && toApiError(save.error)) || ruleError || null} />
        <RuleFields value={rule} onChange={setRule} devices={devices.filter((d) => d.organizationId === group.organizationId)} />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending || `${rule.match}:${rule.tags.join(',')}` === stored}>
            {t('common.save')}
          </Button>
        </Box>
      </Box>
      <Box data-testid="dynamic-members">
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          {t('devices.dynamic.members')}
        </Typography>
        {list.length === 0 && !members.isPending ? <Typography color="text.secondary">{t('devices.dynamic.noMembers')}</Typography> : null}
        <List dense disablePadding>
          {list.map((d) => (
            <ListItem key={d.deviceKey} divider disableGutters secondaryAction={<StatusChip status={d.status} />}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={deviceEditPath(d)}>
                    {d.name}
                  </Link>
                }
                secondary={
                  <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {d.tags.map((x) => (
                      <Chip key={x} component="span" label={`#${x}`} size="small" variant="outlined" />
                    ))}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
