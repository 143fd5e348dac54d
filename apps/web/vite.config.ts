import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { catalogueParts } from './vite-plugins/catalogue-parts.ts'

/** In development the API runs on its own port; the built app is served by the API itself. */
const API_ORIGIN = 'http://127.0.0.1:3000'

/**
 * The server's renderer of first screens (src/first-screen), built for Node beside the app:
 * `vite build --ssr` writes dist/server/first-screen.js, which the API loads (never served).
 */
const FIRST_SCREEN_BUILD = {
  outDir: 'dist/server',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: 'src/first-screen/first-screen.tsx' },
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), catalogueParts()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/media': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? FIRST_SCREEN_BUILD
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the chunk graph scripts/report-bundle.mjs measures the first load with.
        manifest: true,
        // Every browser we support (Vite's default target) preloads modules natively.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // An icon group's name lists every page that shares it ("icons~about-page~fees-page~…").
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              // Everything the entry imports statically is needed at start anyway: one chunk instead
              // of some thirty small ones compresses better and costs fewer requests. Lazy routes
              // keep their own chunks.
              groups: [
                { name: 'app', tags: ['$initial'] },
                // The icons of the lazy pages, one chunk: each was a file of its own (some 200 bytes)
                // and a listing page asked for a dozen of them, six requests at a time over HTTP/1.1,
                // before it could render. All of them together weigh a few KB.
                {
                  name: 'icons',
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 4096,
                },
              ],
            },
          },
        },
        // That start chunk is over Vite's default 500 kB warning (uncompressed); the real limit is
        // the gzip budget that scripts/report-bundle.mjs enforces after each build.
        chunkSizeWarningLimit: 800,
      },
}))
