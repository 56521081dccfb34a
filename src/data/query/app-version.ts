// The app's version (package.json's and a digest of the source, scripts/lib/app-version.mjs), set at build time:
// cached server data from another version is dropped.
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
