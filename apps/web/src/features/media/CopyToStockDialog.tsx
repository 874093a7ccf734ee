import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SubOrganization } from '@signage/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { organizationsApi } from '../organizations/index.ts';
import { useStoredUser } from '../../state/session.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useEffectiveOrganizationId } from '../../state/impersonation.ts';

/** From this many sub-organizations on, the dialog offers a search field. */
const FILTER_FROM = 8;

/**
 * Copy to stock for selected sub-organizations (spec 2.4/4): a checkbox list of every organization
 * below the user's own, indented by depth. With no sub-organizations it explains that stock is for
 * sub-organizations and offers copying to the platform instead.
 */
export function CopyToStockDialog({
  open,
  count,
  onClose,
  onCopy,
  onPlatform,
  emptyText,
}: {
  open: boolean;
  /** How many media items are copied. */
  count: number;
  onClose: () => void;
  onCopy: (organizationIds: number[]) => Promise<unknown>;
  /** Switch to "Copy to the platform" (offered when there is nobody to pick; playlists have no such call). */
  onPlatform?: () => void;
  /** Text shown when there are no sub-organizations (default: the media wording). */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const user = useStoredUser();
  // While impersonating, the acting organization's sub-organizations.
  const orgId = useEffectiveOrganizationId(user?.organizationId);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [filter, setFilter] = useState('');
  const copy = useMutation({ mutationFn: onCopy, onSuccess: () => onClose() });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened (the mutation object changes every render).
  useEffect(() => {
    if (open) {
      setSelected(new Set());
      setFilter('');
      copy.reset();
    }
  }, [open]);

  const subs = useQuery({
    queryKey: ['organizations', orgId, 'suborganizations'],
    queryFn: () => organizationsApi.allSubOrganizations(orgId as number),
    enabled: open && orgId !== undefined,
    // Fetched again at every opening: a sub-organization may have been added meanwhile.
    staleTime: 0,
  });
  const all = subs.data ?? [];
  const minDepth = all.reduce((m, o) => Math.min(m, o.depth), Number.POSITIVE_INFINITY);

  // While filtering: the matches and, for context, their ancestors (parents come before children).
  const visible = useMemo(() => {
    const text = filter.trim().toLocaleLowerCase();
    if (!text) return all;
    const byId = new Map(all.map((o) => [o.id, o]));
    const keep = new Set<number>();
    for (const org of all) {
      if (!org.name.toLocaleLowerCase().includes(text)) continue;
      for (let cur: SubOrganization | undefined = org; cur && !keep.has(cur.id); cur = byId.get(cur.parentId)) keep.add(cur.id);
    }
    return all.filter((o) => keep.has(o.id));
  }, [all, filter]);
  const matches = (org: SubOrganization) => !filter.trim() || org.name.toLocaleLowerCase().includes(filter.trim().toLocaleLowerCase());

  function toggle(id: number) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  function setMany(ids: number[], on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  // An empty answer from an earlier opening is not trusted while the fresh one is on its way.
  const loading = subs.isPending || (subs.isFetching && all.length === 0);
  const empty = subs.isSuccess && !loading && all.length === 0;
  const visibleIds = visible.map((o) => o.id);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      slotProps={{ paper: { 'data-testid': 'copy-to-stock-dialog' } as object }}
    >
      <DialogTitle id={titleId}>{t('media.copyToStockTitle', { count })}</DialogTitle>
      <DialogContent dividers>
        <FormAlert error={copy.error && toApiError(copy.error)} />
        {subs.error ? <FormAlert error={toApiError(subs.error)} /> : null}
        {loading ? (
          <>
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </>
        ) : empty ? (
          <Box sx={{ textAlign: 'center', py: 3 }} data-testid="copy-to-stock-empty">
            <AccountTreeOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h3" component="p" sx={{ mt: 1 }}>
              {t('media.noSubOrgsTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 440, mx: 'auto' }}>
              {emptyText ?? t('media.noSubOrgsText')}
            </Typography>
          </Box>
        ) : subs.isSuccess ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('media.copyToStockIntro')}</DialogContentText>
            {all.length >= FILTER_FROM ? (
              <TextField
                size="small"
                type="search"
                name="orgFilter"
                label={t('media.filterOrgs')}
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                fullWidth
                sx={{ mb: 1 }}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Search fontSize="small" aria-hidden />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            ) : null}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Button size="small" onClick={() => setMany(visibleIds, true)} data-testid="copy-to-stock-all">
                {t('media.selectAllOrgs')}
              </Button>
              <Button size="small" onClick={() => setMany(visibleIds, false)} data-testid="copy-to-stock-none">
                {t('media.selectNoOrgs')}
              </Button>
              <Box sx={{ flex: 1 }} />
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {t('media.orgsSelected', { count: selected.size })}
              </Typography>
            </Box>
            {visible.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                {t('media.noOrgMatches')}
              </Typography>
            ) : (
              <Box
                component="ul"
                aria-label={t('media.subOrganizations')}
                sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: { sm: 360 }, overflowY: 'auto' }}
                data-testid="copy-to-stock-list"
              >
                {visible.map((org) => (
                  <Box component="li" key={org.id} sx={{ pl: Math.min(org.depth - minDepth, 6) * 3 }}>
                    <FormControlLabel
                      sx={{ mr: 0, opacity: matches(org) ? 1 : 0.75 }}
                      control={
                        <Checkbox size="small" checked={selected.has(org.id)} onChange={() => toggle(org.id)} name={`org-${org.id}`} />
                      }
                      label={org.name}
                    />
                  </Box>
                ))}
              </Box>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {empty && onPlatform ? (
          <Button onClick={onPlatform} data-testid="copy-to-stock-platform">
            {t('media.copyToPlatformInstead')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {empty ? null : (
          <Button
            variant="contained"
            onClick={() => copy.mutate([...selected])}
            disabled={copy.isPending || selected.size === 0}
            data-testid="copy-to-stock-ok"
          >
            {selected.size === 0 ? t('media.copyToStock') : t('media.copyToStockAction', { count: selected.size })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
