import type { CSSProperties } from 'react';
import { DEFAULT_FONT_ID } from '../model/fonts.ts';
import { SLIDE_TYPOGRAPHY } from '../render/SlideView.tsx';
import { ALERT_ICON_PATHS, type AlertType } from './icons.ts';

/** What an alert's design is drawn from (a `PlayerAlert` or the CMS form both fit). */
export interface AlertDisplay {
  type: AlertType;
  name: string;
  description: string;
  instructions: string;
  backgroundColor: string;
  textColor: string;
}

export interface AlertViewProps {
  alert: AlertDisplay;
  /** The box in CSS pixels: the whole screen on a player, the preview's frame in the CMS. */
  width: number;
  height: number;
  /** The type's name in the screen's language (e.g. "Fire"), shown above the headline. */
  typeLabel?: string;
  /** Heading of the instructions band in the screen's language (e.g. "What to do"). */
  instructionsLabel?: string;
}

/** Catalogue fonts the alert design uses: load them with `loadFonts` before showing it. */
export const ALERT_FONT_IDS = [DEFAULT_FONT_ID] as const;

/** Average advance of a character in em for Roboto text (bold is a little wider): for fitting only. */
const CHAR_EM = 0.56;

/**
 * The largest font size (px) at which `chars` characters wrap into a `w` × `h` box with this line
 * height, clamped to [min, max]. An estimate from the average character width, so the renderer stays
 * deterministic and measures nothing (it draws the same in the CMS preview, a thumbnail and the player).
 */
export function fitFontSize(chars: number, w: number, h: number, lineHeight: number, min: number, max: number): number {
  if (chars <= 0 || w <= 0 || h <= 0) return min;
  // Lines of text at size f: ceil(chars * CHAR_EM * f / w); they must fit h / (f * lineHeight).
  // Solve on the area first, then step down until the line count fits (words wrap early: 15 % slack).
  let f = Math.sqrt((w * h) / (chars * CHAR_EM * lineHeight * 1.15));
  f = Math.min(max, f, h / lineHeight);
  while (f > min) {
    const perLine = Math.max(1, Math.floor(w / (CHAR_EM * f)));
    const lines = Math.ceil((chars * 1.15) / perLine);
    if (lines * f * lineHeight <= h) break;
    f *= 0.95;
  }
  return Math.max(min, Math.floor(f));
}

/** A slightly darker or lighter tone of `hex` for the instructions band, kept readable with the text colour. */
function bandColor(hex: string, textColor: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const t = Number.parseInt(textColor.slice(1), 16);
  const lum = (v: number) => ((v >> 16) & 255) * 0.299 + ((v >> 8) & 255) * 0.587 + (v & 255) * 0.114;
  // Dark text → lighten the background; light text → darken it.
  const toward = lum(t) < 128 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (toward - c) * 0.22);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/**
 * THE alert design (docs/alerts.md): the type's icon, the name as the headline, the description and the
 * instructions in large text that fits the box in either orientation, in the alert's colours. The
 * player draws it full screen over everything; the CMS preview draws the same component at a smaller
 * size. Deterministic: no clock, no measuring. It claims no live-region role: the player's overlay is
 * the `alert` (announced when it appears), a CMS preview an image of it.
 */
export function AlertView({ alert, width, height, typeLabel, instructionsLabel }: AlertViewProps) {
  const landscape = width >= height;
  const unit = Math.min(width, height);
  const pad = Math.round(unit * 0.06);
  const gap = Math.round(unit * 0.035);
  const iconSize = Math.round(landscape ? Math.min(height * 0.34, width * 0.2) : Math.min(width * 0.3, height * 0.16));
  // The text column: beside the icon in landscape, under it in portrait.
  const textW = landscape ? width - pad * 2 - iconSize - gap : width - pad * 2;
  const textH = landscape ? height - pad * 2 : height - pad * 2 - iconSize - gap;
  const labelSize = typeLabel ? Math.round(unit * 0.04) : 0;
  const available = Math.max(0, textH - (typeLabel ? labelSize * 1.4 : 0) - gap * 2);
  const instrLabelSize = instructionsLabel ? Math.round(unit * 0.032) : 0;
  const headline = fitFontSize(alert.name.length, textW, available * 0.28, 1.1, 12, unit * 0.16);
  const body = fitFontSize(alert.description.length, textW, available * 0.3, 1.25, 10, headline * 0.6);
  const instrBoxH = available * 0.42 - instrLabelSize * 1.4;
  const instr = fitFontSize(alert.instructions.length, textW - gap * 2, instrBoxH - gap * 2, 1.25, 10, headline * 0.55);
  const text: CSSProperties = { margin: 0, overflow: 'hidden', overflowWrap: 'anywhere', whiteSpace: 'pre-line' };

  return (
    <div
      data-alert-type={alert.type}
      style={{
        ...SLIDE_TYPOGRAPHY,
        position: 'relative',
        width,
        height,
        overflow: 'hidden',
        boxSizing: 'border-box',
        background: alert.backgroundColor,
        color: alert.textColor,
        display: 'flex',
        flexDirection: landscape ? 'row' : 'column',
        alignItems: landscape ? 'center' : 'stretch',
        // Portrait: the icon and the text stand together in the middle, not at the two ends.
        justifyContent: 'center',
        gap,
        padding: pad,
        // A frame in the text colour: an alert is recognisable at a glance, even from the side.
        boxShadow: `inset 0 0 0 ${Math.max(2, Math.round(unit * 0.012))}px ${alert.textColor}`,
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width={iconSize}
        height={iconSize}
        aria-hidden="true"
        style={{ flex: 'none', alignSelf: landscape ? 'center' : 'center', display: 'block' }}
      >
        {ALERT_ICON_PATHS[alert.type].map((d) => (
          <path key={d} d={d} fill={alert.textColor} />
        ))}
      </svg>
      <div
        style={{
          flex: landscape ? 1 : '0 1 auto',
          minWidth: 0,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap,
        }}
      >
        {typeLabel ? (
          <p
            style={{ ...text, fontSize: labelSize, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', lineHeight: 1.2 }}
          >
            {typeLabel}
          </p>
        ) : null}
        <h1 style={{ ...text, fontSize: headline, fontWeight: 700, lineHeight: 1.1, maxHeight: available * 0.28 + 2 }}>{alert.name}</h1>
        <p style={{ ...text, fontSize: body, lineHeight: 1.25, maxHeight: available * 0.3 + 2 }}>{alert.description}</p>
        <div
          style={{
            background: bandColor(alert.backgroundColor, alert.textColor),
            borderRadius: Math.round(unit * 0.015),
            padding: gap,
            maxHeight: available * 0.42 + 2,
            overflow: 'hidden',
          }}
        >
          {instructionsLabel ? (
            <p style={{ ...text, fontSize: instrLabelSize, fontWeight: 700, lineHeight: 1.2, marginBottom: instrLabelSize * 0.2 }}>
              {instructionsLabel}
            </p>
          ) : null}
          <p style={{ ...text, fontSize: instr, fontWeight: 500, lineHeight: 1.25 }}>{alert.instructions}</p>
        </div>
      </div>
    </div>
  );
}
