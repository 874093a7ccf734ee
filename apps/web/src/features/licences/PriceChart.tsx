import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Bar chart of the organization's prices (its own lazy chunk: recharts loads only here). */
export default function PriceChart({ data, label }: { data: { name: string; value: number }[]; label: string }) {
  const theme = useTheme();
  return (
    <Box role="img" aria-label={`${label}: ${data.map((d) => `${d.name} ${d.value}`).join(', ')}`} sx={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 48, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis
            dataKey="name"
            interval={0}
            angle={-30}
            textAnchor="end"
            height={70}
            tick={{ fontSize: 11, fill: theme.palette.text.secondary }}
          />
          <YAxis tick={{ fontSize: 11, fill: theme.palette.text.secondary }} width={48} />
          <Tooltip />
          <Bar dataKey="value" fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
