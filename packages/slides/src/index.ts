export * from './model/index.ts';
export * from './render/index.ts';
