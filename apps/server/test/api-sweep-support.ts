/**
 * What the generated API sweeps (isolation-, bad-body- and credential-sweep tests) share, one module per
 * part: the operations of the OpenAPI document, which fields name an object, sample requests and sending
 * them, a world of two populated organizations, and a snapshot of one organization's rows.
 */
export * from './api-sweep-ids.ts';
export * from './api-sweep-operations.ts';
export * from './api-sweep-requests.ts';
export * from './api-sweep-snapshot.ts';
export * from './api-sweep-world.ts';
