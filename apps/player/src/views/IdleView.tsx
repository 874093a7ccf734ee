import type { PairedManifest } from '@signage/shared';
import { useEffect, useState } from 'react';
import { lang } from '../i18n.ts';

/** Nothing scheduled: the organization's branding (logo, colours, name) and a clock. */
export function IdleView({
  manifest,
  themeUrl,
  clock = () => new Date(),
}: {
  manifest: PairedManifest;
  themeUrl: (url: string | null) => string | null;
  /** The schedule's clock (corrected by the server's time when the screen's own clock is off). */
  clock?: () => Date;
}) {
  const { theme, device } = manifest;
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(id);
  }, [clock]);
  const tz = device.timeZone || undefined;
  const fmt = (opts: Intl.DateTimeFormatOptions) => {
    try {
      return now.toLocaleString(lang, { ...opts, timeZone: tz });
    } catch {
      return now.toLocaleString(lang, opts);
    }
  };
  const raw = themeUrl(theme.homeBackgroundUrl);
  // Only plain URLs go into CSS (no quotes or parentheses that could end the url()).
  const background = raw && /^(blob:|\/|https?:)[^"'()\\\s]*$/.test(raw) ? raw : null;
  const logo = themeUrl(theme.logoUrl);
  const base = theme.navBarColor ?? '#0F1720';
  return (
    <main
      className="idle"
      data-view="idle"
      style={{
        background: background
          ? `center / cover no-repeat url("${background}"), ${base}`
          : `linear-gradient(135deg, ${base}, ${theme.accentColor})`,
        color: theme.navTextColor ?? '#FFFFFF',
      }}
    >
      <div className="idle-box">
        {logo ? (
          <img className="idle-logo" src={logo} alt={theme.organizationName} />
        ) : (
          <h1 className="idle-name">{theme.organizationName}</h1>
        )}
        {logo && <p className="idle-title">{theme.organizationName}</p>}
        <p className="idle-clock">{fmt({ hour: '2-digit', minute: '2-digit' })}</p>
        <p className="idle-date">{fmt({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</p>
      </div>
    </main>
  );
}
