import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// React Router's package resolves to its development build in every build, dev warnings included
// (remix-run/react-router#14102); the two builds differ only in that flag, so the shop's build takes the
// production one: 0.5 KB less on every page
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
}

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  build: {
    // WEB_DIST_DIR lets a test run build into a folder of its own
    outDir: path.resolve(import.meta.dirname, process.env.WEB_DIST_DIR ?? 'dist/web'),
    emptyOutDir: true,
    // which files each page's modules need: the server preloads them in the page's HTML (decision 038)
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // the polyfill only helps browsers without modulepreload (Safari before 17) fetch the entry's imports
    // early; they still load them, and every visitor carried it (decision 016)
    modulePreload: { polyfill: false },
    // Grouped by hand where the automatic split made many small files, each compressed on its own: it cut
    // TanStack Query into six by which page used which hook, and split React off the entry (decision 016)
    rolldownOptions: {
      output: {
        codeSplitting: {
          // a group takes only the modules it names, not what they import (React would join the data file)
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler|react-router)\// },
            // the typed API client, which every page that talks to the server uses, and the record check its
            // error reading needs (no customer page uses that check without the client)
            {
              name: 'api',
              test: /node_modules\/hono\/|src\/web\/lib\/(api-client|api-error|is-record)\.ts$/,
            },
            // TanStack Query, for the pages that read the server; the forms send without it. useMutation stays
            // out: only the back office and the test checkout send through it, and the pages that only read
            // would carry it (0.4 KB)
            {
              name: 'data',
              test: /node_modules\/@tanstack\/(query-core|react-query)\/(?!.*\/(mutationObserver|useMutation)\.js$)|src\/web\/lib\/query-provider\.tsx$/,
            },
            // the form hook and the request hooks every form page loads: one file instead of eight
            {
              name: 'form',
              test: /src\/web\/lib\/(form\/(use-form|form-store|form-context|use-field-array|lazy-zod-resolver|toast-missing-fields)|use-api-mutation|use-server-data)\.tsx?$/,
            },
            // the section under its heading and the struck price, which the landing, partner and offer pages share
            { name: 'page-parts', test: /src\/web\/components\/(section-shell|struck-price)\.tsx$/ },
            // the labelled controls of the forms and the sign-in page, and the forms' line on the Scribes' Code
            {
              name: 'fields',
              test: /src\/web\/components\/(ui\/(field|input|label|textarea|native-select)|scribes-code-note)\.tsx$/,
            },
            // the order and payment reads and the pay button the checkout pages share: one file, not three
            {
              name: 'checkout',
              test: /src\/web\/features\/checkout\/(api\/(get-order|verify-payment|start-order-payment)|pay-order-button|checkout-button)\.tsx?$/,
            },
            // the catalog's small modules, which the landing page shares with most pages: one file, not five;
            // with them the helper that preloads a page's files, which every page loads too
            {
              name: 'catalog',
              test: /src\/domain\/(catalog-\w+|money|delivery-times|site-routes|limits)\.ts$|vite\/preload-helper/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  test: {
    root: '.',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}))
