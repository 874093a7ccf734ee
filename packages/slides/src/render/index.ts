export * from './animation.ts';
export * from './elements.tsx';
export * from './fonts.ts';
export * from './sanitize.ts';
export * from './shapes.ts';
export * from './SlideView.tsx';
export * from './widgets.tsx';
export * from './ViewportFrame.tsx';
