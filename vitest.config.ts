import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': path.resolve(import.meta.dirname, 'src') }

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's own default is half the cores: one worker on a two-core machine
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/web/**'],
          // the server's and the domain's tests keep no state between files, so each worker loads the
          // shop's modules once instead of once a file (half the suite's time)
          isolate: false,
        },
      },
      {
        extends: true,
        // the pages' tests render into a document of their own, and the page modules keep their stores
        test: { name: 'unit-web', include: ['src/web/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // each file starts and stops its own shop and database (two at a time fit two cores and the
          // memory), so a worker keeps the shop's modules loaded between files instead of loading them
          // again for each (a third of the suite's time)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
