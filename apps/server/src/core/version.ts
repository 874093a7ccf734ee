/** The server's version, as /api/health and the OpenAPI document report it. */
export const VERSION = '0.1.0';
