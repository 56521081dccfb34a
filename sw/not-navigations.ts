// Requests the app's navigation route leaves alone (Workbox tests a denylist against path and query together).
// Backend paths: auth, REST, storage, functions; their responses are never cached.
export const BACKEND_PATHS = /^\/(?:auth|rest|storage|functions|realtime)\/v1(?:[/?]|$)/;
// Real files, by the extension that ends the path (route parameters may contain dots, file names end so). Only the
// path counts: a search such as `/tutors?q=node.js` is a page of the app, and must open offline like any other.
export const REAL_FILES = /^[^?]*\.(?:js|mjs|css|map|json|webmanifest|txt|xml|html|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|pdf)(?:\?.*)?$/i;
