# Multi-stage build: server and storefront compiled once, shipped with production dependencies only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json nest-cli.json openapi.json ./
COPY server server
COPY web web
COPY migrations migrations
COPY seeds seeds
RUN npm run build -w server && npm run build -w web

FROM node:20-bookworm-slim AS runtime
# Production: the server (and the migrate step) refuse to start without a JWT_SECRET of your own (README, "Configuration").
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/web/dist
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
RUN npm install --omit=dev --workspace server --include-workspace-root=false --no-audit --no-fund
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 3000
# Migrations run before the app starts; the seed is for demos only (docker compose run app node ... seed).
CMD ["sh", "-c", "node server/dist/server/src/infra/database/cli.js ensure-db && node server/dist/server/src/infra/database/cli.js migrate && node server/dist/server/src/main.js"]
