import { createSerwistRoute } from '@serwist/turbopack'
import { onlyTheKiosksFiles } from '@/kiosk-worker/precacheFiles'

/**
 * /kiosk-sw/sw.js: the door tablet's service worker (src/kiosk-worker/sw.ts), bundled by Serwist
 * when the site is built, with the list of the build's files to keep on the tablet. Served with
 * `Service-Worker-Allowed: /` so /check-in can register it with the scope /check-in.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/kiosk-worker/sw.ts',
  useNativeEsbuild: true,
  // A classic script: older tablets' browsers register no module workers.
  esbuildOptions: { format: 'iife', sourcemap: false },
  // The kiosk page's scripts, styles, fonts and the QR reader's WebAssembly, not the rest of the
  // site's (src/kiosk-worker/precacheFiles.ts); the kiosk's icons. Nothing else in public/ (the
  // seed's pictures) is the kiosk's.
  globPatterns: ['.next/static/**/*.{js,css,woff2,wasm}', 'public/favicon.svg', 'public/kiosk-icon-*.png'],
  manifestTransforms: [onlyTheKiosksFiles(process.cwd())],
  // The QR reader's WebAssembly is the largest file (about 1 MB).
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
})
