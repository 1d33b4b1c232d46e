# The shop in one image, for every role (SHOP_ROLE=web|worker|all): docs/deploy.md.
# docker build -t scrolls-of-fury . && docker run --init -p 3000:3000 -v shop-data:/data scrolls-of-fury

# Build: every package, the web app, then only the runtime packages are kept
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime: what runs, as the unprivileged `node` user; tsx (a runtime dependency) runs the TypeScript
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist/web ./dist/web
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/drizzle ./drizzle
# tsx resolves the `@/` import alias from it
COPY --from=build --chown=node:node /app/tsconfig.json ./
# the embedded database, stored files and the dev outbox when no server is configured, else the auth
# secret alone when AUTH_SECRET is unset; made here so a new volume belongs to `node`
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# liveness only (no I/O): a web instance and a worker both answer it on PORT
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# not `npm start`, which would rebuild the web app with build tools the image no longer has
CMD ["node", "--import", "tsx", "src/server/main.ts"]
