import { fileURLToPath } from 'node:url';

/**
 * gateway/assets: files the server reads at run time (the share cards' fonts). Resolved from this module, which sits
 * one folder below the gateway's root both as source (src/assets.ts) and bundled (dist/main.js).
 */
export const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));
