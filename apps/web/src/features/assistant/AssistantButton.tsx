import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { can } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredUser } from '../../state/session.ts';
import { useLicence } from '../licences/index.ts';
import { assistantApi, assistantKeys } from './api.ts';

const AssistantDialog = lazy(() => import('./AssistantDialog.tsx'));

/**
 * "Suggest" (docs/integrations.md "AI assistant"): owner and admin with the licence flag
 * `aiAssistantEnabled` only, on a server with an AI provider configured (else nothing).
 */
export function AssistantButton({
  getText,
  onInsert,
  sx,
}: {
  getText: () => string;
  onInsert: (option: string) => void;
  /** Placement beside a form field (a wrapper drawn only when there is something to show). */
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const licence = useLicence(user?.organizationId);
  const allowed = can(user?.role, 'ai.use') && licence.data?.properties.aiAssistantEnabled === true;
  const status = useQuery({
    queryKey: assistantKeys.status(user?.organizationId),
    queryFn: () => assistantApi.status({}),
    enabled: allowed,
    staleTime: 60_000,
  });
  const [open, setOpen] = useState<string | null>(null);
  // A server without an AI provider offers no "Suggest": nothing is drawn (a note under every text
  // field said so again and again; the operator's side is in docs/integrations.md).
  if (!allowed || !status.data?.configured) return null;
  return (
    <Box sx={sx}>
      <Button variant="outlined" size="small" startIcon={<AutoAwesome />} onClick={() => setOpen(getText())}>
        {t('assistant.button')}
      </Button>
      {open !== null ? (
        <Suspense fallback={null}>
          <AssistantDialog
            initialText={open}
            creditsLeft={status.data.creditsLeft}
            organizationId={user?.organizationId ?? 0}
            onClose={() => setOpen(null)}
            onInsert={(option) => {
              onInsert(option);
              setOpen(null);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
