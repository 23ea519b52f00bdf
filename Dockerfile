# The shop server and the projection worker share this image; docker-compose.yml picks the command.
FROM node:20-bookworm AS app
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY infrastructure/package.json infrastructure/
COPY workers/package.json workers/
COPY apps/server/package.json apps/server/
COPY apps/storefront/package.json apps/storefront/
COPY apps/admin/package.json apps/admin/
COPY apps/web-kit/package.json apps/web-kit/
COPY tests/package.json tests/
# Dev dependencies are kept: the server runs its TypeScript through tsx, and the build needs Vite.
RUN npm ci --include=dev
COPY . .
RUN npm run build
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
