import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Puts `text` on the clipboard (the Clipboard API, else a selected textarea and the copy command on plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the older way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

/** A copy button named after what it copies; says "Copied" (also to screen readers) for a moment. */
export function CopyButton({ text, label, onCopied }: { text: string; label: string; onCopied?: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const title = copied === null ? label : copied ? t('common.copied') : t('common.copyFailed');
  return (
    <Tooltip title={title} open={copied !== null ? true : undefined}>
      <IconButton
        aria-label={label}
        onClick={async () => {
          const ok = await copyText(text);
          setCopied(ok);
          onCopied?.(ok);
        }}
        size="small"
      >
        {copied ? <Check fontSize="small" color="success" /> : <ContentCopy fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
