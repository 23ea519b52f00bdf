# syntax=docker/dockerfile:1
# The shop's one image: the server, the projections worker and the job worker (docker-compose.yml picks the
# command), and the CLIs (`docker compose exec server-1 npm run admin:grant -- you@example.in`).
#
# Node 22, the LTS line (maintained until April 2027), at a fixed release; npm 11, as the repository uses.
# The server runs its bundle (`npm run build` makes it, with the web apps); the workers and the CLIs run their
# TypeScript sources through tsx: the workspaces export their .ts files. So tsx is a production dependency
# (root package.json `dependencies`), and the runtime stage installs no dev dependency at all.

FROM node:22.23.2-bookworm-slim AS base
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
RUN npm install --global npm@11.19.1 && npm cache clean --force
WORKDIR /app
# The manifests alone first, so the dependency layers stay cached until they change.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY platform/package.json platform/
COPY workers/package.json workers/
COPY apps/server/package.json apps/server/
COPY apps/storefront/package.json apps/storefront/
COPY apps/admin/package.json apps/admin/
COPY apps/web-kit/package.json apps/web-kit/
COPY tests/package.json tests/

# Build: every dependency, the dev ones too (Vite, Tailwind), to build the storefront and the back office.
FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

# Runtime: the production dependencies of the server and the workers (and the root's, tsx) alone, not the
# browser apps' (they are in their built bundles; the server's own include React Query, which fills the
# storefront's first screen), the server's bundle, the sources the workers run, the built web apps. Everything is owned by root and read-only to the processes, which run as the image's
# unprivileged `node` user and write only to DATA_DIR (a volume in docker-compose.yml).
FROM base AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/app/data \
    PORT=3000
RUN npm ci --omit=dev --workspace=@verdant/server --workspace=@verdant/workers --include-workspace-root \
    && npm cache clean --force
COPY tsconfig.json ./
COPY domain/src domain/src
COPY projections/src projections/src
COPY platform/src platform/src
COPY workers/src workers/src
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/storefront/dist apps/storefront/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "--v8-pool-size=1", "apps/server/dist/bundle/main.mjs"]
