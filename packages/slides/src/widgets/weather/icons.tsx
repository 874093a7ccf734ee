import type { ReactNode } from 'react';
import type { WeatherCondition } from './data.ts';

/**
 * Our own weather icons as inline SVG (no icon host, nothing fetched: screens may be offline, and
 * thumbnails render on the server). Colours are fixed so they read on light and dark themes alike.
 */
const SUN = '#F59E0B';
const MOON = '#FCD34D';
const CLOUD = '#94A3B8';
const CLOUD_DARK = '#64748B';
const RAIN = '#0EA5E9';
const SNOW = '#60A5FA';
const BOLT = '#FACC15';

const CLOUD_PATH = 'M18 50h30a11 11 0 0 0 1-22 15 15 0 0 0-29-4A13 13 0 0 0 18 50z';

function Sun({ cx = 32, cy = 32, r = 11 }: { cx?: number; cy?: number; r?: number }) {
  const rays = [0, 1, 2, 3, 4, 5, 6, 7].map((step) => {
    const angle = (step * Math.PI) / 4;
    const x1 = cx + Math.cos(angle) * (r + 5);
    const y1 = cy + Math.sin(angle) * (r + 5);
    const x2 = cx + Math.cos(angle) * (r + 11);
    const y2 = cy + Math.sin(angle) * (r + 11);
    return <line key={step} x1={x1} y1={y1} x2={x2} y2={y2} stroke={SUN} strokeWidth={4} strokeLinecap="round" />;
  });
  return (
    <g>
      {rays}
      <circle cx={cx} cy={cy} r={r} fill={SUN} />
    </g>
  );
}

function Moon({ cx = 30, cy = 30, r = 14 }: { cx?: number; cy?: number; r?: number }) {
  // A crescent: a disc with a second, offset disc cut away.
  return (
    <path
      d={`M${cx + r * 0.3} ${cy - r} A${r} ${r} 0 1 0 ${cx + r} ${cy + r * 0.55} A${r * 0.8} ${r * 0.8} 0 0 1 ${cx + r * 0.3} ${cy - r}z`}
      fill={MOON}
    />
  );
}

function Cloud({ dark = false, dy = 0 }: { dark?: boolean; dy?: number }) {
  return <path d={CLOUD_PATH} transform={`translate(0 ${dy})`} fill={dark ? CLOUD_DARK : CLOUD} />;
}

const drops = (color: string, y: number, count: number, length: number) =>
  [0, 1, 2, 3].slice(0, count).map((step) => {
    const x = 22 + step * (20 / Math.max(1, count - 1));
    return <line key={step} x1={x} y1={y} x2={x - 3} y2={y + length} stroke={color} strokeWidth={3.5} strokeLinecap="round" />;
  });

const flakes = (y: number) => [22, 32, 42].map((x, i) => <circle key={x} cx={x} cy={y + (i % 2) * 5} r={3.2} fill={SNOW} />);

function drawing(condition: WeatherCondition, isDay: boolean): ReactNode {
  const sky = isDay ? <Sun cx={24} cy={22} r={9} /> : <Moon cx={19} cy={16} r={11} />;
  switch (condition) {
    case 'clear':
      return isDay ? <Sun /> : <Moon cx={30} cy={32} r={16} />;
    case 'partlyCloudy':
      return (
        <>
          {sky}
          <Cloud dy={4} />
        </>
      );
    case 'cloudy':
      return (
        <>
          <path d={CLOUD_PATH} transform="translate(8 -8) scale(0.8)" fill={CLOUD_DARK} />
          <Cloud dy={2} />
        </>
      );
    case 'fog':
      return (
        <>
          <Cloud dy={-8} />
          {[46, 53, 60].map((y, i) => (
            <line key={y} x1={12 + i * 3} y1={y} x2={52 - i * 3} y2={y} stroke={CLOUD} strokeWidth={3.5} strokeLinecap="round" />
          ))}
        </>
      );
    case 'drizzle':
      return (
        <>
          <Cloud dy={-8} />
          {drops(RAIN, 48, 3, 5)}
        </>
      );
    case 'rain':
      return (
        <>
          <Cloud dark dy={-8} />
          {drops(RAIN, 47, 4, 10)}
        </>
      );
    case 'freezingRain':
      return (
        <>
          <Cloud dark dy={-8} />
          {drops(RAIN, 47, 2, 9)}
          {flakes(50).slice(1, 2)}
          <circle cx={46} cy={52} r={3.2} fill={SNOW} />
        </>
      );
    case 'snow':
      return (
        <>
          <Cloud dy={-8} />
          {flakes(50)}
          {[27, 37].map((x) => (
            <circle key={x} cx={x} cy={59} r={3.2} fill={SNOW} />
          ))}
        </>
      );
    case 'rainShowers':
      return (
        <>
          {sky}
          <Cloud dark dy={-2} />
          {drops(RAIN, 52, 3, 8)}
        </>
      );
    case 'snowShowers':
      return (
        <>
          {sky}
          <Cloud dy={-2} />
          {flakes(55)}
        </>
      );
    case 'thunderstorm':
      return (
        <>
          <Cloud dark dy={-8} />
          <path d="M34 40l-8 12h7l-4 11 12-15h-7l4-8z" fill={BOLT} stroke="#A16207" strokeWidth={1} strokeLinejoin="round" />
        </>
      );
    default:
      return <Cloud />;
  }
}

/** One condition's icon, `size` canvas px square. */
export function WeatherIcon({ condition, isDay = true, size }: { condition: WeatherCondition; isDay?: boolean; size: number }) {
  return (
    <svg
      data-weather-icon={condition}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-hidden="true"
      style={{ display: 'block', flex: 'none' }}
    >
      {drawing(condition, isDay)}
    </svg>
  );
}
