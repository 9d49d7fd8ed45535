# Multi-stage build: server and storefront compiled once, shipped with production dependencies only.
#
# Node 24 (LTS, supported until April 2028; the image ran Node 20, which left support on 30 April 2026). The code and
# package.json's engines still accept Node 20.19+, which the development machines and CI run (README, "Node versions").
# The floating 24 tag: typeorm asks for 24.11 or later on this line, which every current 24 image is.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
# npm ci: exactly the lockfile (it fails when package.json and package-lock.json disagree), whatever npm the image has.
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json nest-cli.json openapi.json ./
COPY server server
COPY web web
COPY migrations migrations
COPY seeds seeds
RUN npm run build -w server && npm run build -w web

FROM ${NODE_IMAGE} AS runtime
# Production: the server (and the migrate step) refuse to start without a JWT_SECRET of your own (README, "Configuration").
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
# The server's production dependencies, installed here for this image's platform (not copied from the build stage):
# sharp's prebuilt libvips comes as the optional package for linux-x64 or linux-arm64 with glibc (bookworm), so
# optional dependencies must not be omitted. The check after it fails the build, not the first upload, if it is missing.
RUN npm ci --omit=dev --workspace server --include-workspace-root=false --no-audit --no-fund \
  && node --input-type=module -e "import sharp from 'sharp'; await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer()"
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 3000
# Migrations run before the app starts; the seed is for demos only (docker compose run app node ... seed).
CMD ["sh", "-c", "node server/dist/server/src/infra/database/cli.js ensure-db && node server/dist/server/src/infra/database/cli.js migrate && node server/dist/server/src/main.js"]
