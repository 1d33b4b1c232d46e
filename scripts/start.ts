/** `npm start`: build the web app if its sources changed, then serve the shop, in one process. */
await import('./build-web')
await import('../src/server/main')

export {}
