import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { usageMeter } from './usage.ts';

/**
 * One licence allowance: its name, the words ("3 of 10", "0 · unlimited") and a bar only when there is a
 * limit to fill (usage.ts). The dashboard's licence summary and the licence page show the same thing.
 */
export function UsageBar({ label, text, used, allowed }: { label: string; text: string; used: number; allowed: number | null }) {
  const meter = usageMeter(used, allowed);
  return (
    <Box sx={{ mb: 1.5 }} data-testid="licence-usage" data-unlimited={meter === null ? 'true' : undefined}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
      </Box>
      {meter ? (
        <LinearProgress
          variant="determinate"
          value={meter.value}
          color={meter.color}
          sx={{ height: 8, borderRadius: 4 }}
          aria-label={`${label}: ${text}`}
        />
      ) : null}
    </Box>
  );
}
