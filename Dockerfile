# Carta: web server (default command) and job worker (`npm run worker`) in one image.
# Build: docker build -t carta .   Run with PostgreSQL, S3 and SMTP: docker compose up (compose.yaml).

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# The build cache only speeds up the next build; it has no place in the image.
RUN npm run build && rm -rf .next/cache

FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS runtime
# Menu PDFs print through Chromium; they and the QR sheet take Arabic, CJK and other scripts from the Noto fonts.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# HOSTNAME: Docker sets it to the container's id, on whose address alone the server would listen.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json next.config.ts tsconfig.json ./
# Read at run time: migrations, refusal pages' texts and the start checks;
# the server and the tools (npm run worker, backup, restore…) run compiled, from .next/carta.
COPY drizzle ./drizzle
COPY scripts ./scripts
COPY lib ./lib
COPY components ./components
COPY messages ./messages
COPY public ./public
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The configuration and DATA_DIR checks of `npm start`, then the build made above (never a rebuild).
CMD ["node", "scripts/start.mjs", "--no-build"]
