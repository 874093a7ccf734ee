export * from './animation.ts';
export * from './aspect.ts';
export * from './elements.ts';
export * from './fonts.ts';
export * from './helpers.ts';
export * from './migrations.ts';
export * from './safe.ts';
export * from './slide.ts';
