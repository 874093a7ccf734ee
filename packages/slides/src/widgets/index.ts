/**
 * Every built-in widget type: importing this module registers each model (`models.ts`) and renderer.
 * The editor, the preview, thumbnails and the player import it once at start-up.
 */
import './models.ts';
import './clock/render.tsx';
import './countdown/render.tsx';
import './facebook/render.tsx';
import './instagram/render.tsx';
import './news/render.tsx';
import './qr-code/render.tsx';
import './spreadsheet/render.tsx';
import './video-link/render.tsx';
import './weather/render.tsx';

export * from './contract.ts';
export * from './environment.tsx';
export * from './frame.tsx';
export * from './theme.ts';
export * from './words.ts';
