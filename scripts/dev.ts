/** `npm run dev`: the API with restart-on-change, and Vite with hot reload in front of it. */
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '3000'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, SERVE_WEB_APP: 'false', NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
]
console.log('\n  Hot reload: http://localhost:5173 (API on port %s)\n', port)

const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
