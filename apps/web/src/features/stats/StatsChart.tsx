import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartPoint {
  name: string;
  [metric: string]: string | number;
}

/**
 * Bars of a usage type's figures (its own lazy chunk: recharts loads only here). The container is an
 * image with a name that reads the same series as the table behind "Show as table".
 */
export default function StatsChart({
  data,
  series,
  label,
  unit,
}: {
  data: ChartPoint[];
  series: { key: string; name: string }[];
  label: string;
  /** The value axis' unit ("h", "%"), or empty. */
  unit: string;
}) {
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main];
  const many = data.length > 12;
  const suffix = unit === 'MB' || unit === 'min' ? `\u00a0${unit}` : unit;
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height: { xs: 220, sm: 260 } }} data-testid="stats-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: many ? 24 : 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
          <XAxis
            dataKey="name"
            interval="preserveStartEnd"
            minTickGap={8}
            angle={many ? -30 : 0}
            textAnchor={many ? 'end' : 'middle'}
            height={many ? 48 : 28}
            tick={{ fontSize: 11, fill: theme.palette.text.secondary }}
          />
          <YAxis
            tick={{ fontSize: 11, fill: theme.palette.text.secondary }}
            width={unit === 'MB' || unit === 'min' ? 64 : 48}
            unit={suffix}
            allowDecimals={unit === 'h' || unit === 'MB' || unit === '%'}
          />
          <Tooltip formatter={(value) => `${value}${suffix}`} />
          {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={colours[i % colours.length]}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
