/**
 * Every built-in widget model (no React): importing this module registers them. The server imports
 * it to validate props, check licences and know each widget's data source.
 */
export * from './contract.ts';
export * from './news/data.ts';
export * from './news/model.ts';
