/**
 * Every built-in widget model (no React): importing this module registers them. The server imports
 * it to validate props, check licences and know each widget's data source.
 */
import './clock/model.ts';
import './countdown/model.ts';
import './facebook/model.ts';
import './instagram/model.ts';
import './news/model.ts';
import './qr-code/model.ts';
import './spreadsheet/model.ts';
import './video-link/model.ts';
import './weather/model.ts';

export * from './clock/model.ts';
export * from './contract.ts';
export * from './countdown/model.ts';
export * from './facebook/model.ts';
export * from './instagram/model.ts';
export * from './news/data.ts';
export * from './news/model.ts';
export type { SpreadsheetData } from './spreadsheet/data.ts';
export * from './spreadsheet/model.ts';
export * from './spreadsheet/range.ts';
export * from './video-link/model.ts';
export type { SocialData, SocialPost } from './social/data.ts';
export * from './social/model.ts';
export type { WeatherData } from './weather/data.ts';
export * from './weather/model.ts';
