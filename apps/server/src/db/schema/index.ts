export * from './organizations.ts';
export * from './licences.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './media.ts';
export * from './playlists.ts';
export * from './org-admin.ts';
export * from './devices.ts';
