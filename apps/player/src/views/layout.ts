/**
 * Fitting the slide canvas on the physical screen: the screen is first turned by the device's
 * rotation (0/90/180/270, set in the CMS for a monitor mounted sideways), then the slide is scaled
 * to fit while keeping its aspect ratio and centred (letterbox).
 */
export type Rotation = 0 | 90 | 180 | 270;

export function normalizeRotation(r: number): Rotation {
  const n = (((Math.round(r / 90) * 90) % 360) + 360) % 360;
  return n as Rotation;
}

export interface StageBox {
  /** Size of the turned screen the content is laid out on (CSS px). */
  width: number;
  height: number;
  /** CSS transform that turns the stage onto the viewport (applied around the viewport centre). */
  transform: string;
}

export function stageBox(viewportW: number, viewportH: number, rotation: number): StageBox {
  const r = normalizeRotation(rotation);
  const sideways = r === 90 || r === 270;
  const width = sideways ? viewportH : viewportW;
  const height = sideways ? viewportW : viewportH;
  return { width, height, transform: `translate(-50%, -50%) rotate(${r}deg)` };
}

/** The slide's rendered box inside a stage: width and offsets, aspect kept. */
export function fitSlide(stageW: number, stageH: number, canvasW: number, canvasH: number) {
  const scale = Math.min(stageW / canvasW, stageH / canvasH);
  const width = Math.floor(canvasW * scale);
  const height = Math.floor(canvasH * scale);
  return { width, height, left: Math.floor((stageW - width) / 2), top: Math.floor((stageH - height) / 2) };
}
