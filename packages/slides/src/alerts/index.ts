export * from './AlertView.tsx';
export * from './icons.ts';
export * from './MessageLayer.tsx';
