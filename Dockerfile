# One image for the API (serving the built web app) and the worker (docker-compose overrides the command).
# Dev dependencies stay installed: the API runs TypeScript through tsx, and the seed needs it too.
# Node.js 22 LTS by default; 24 LTS works too (`--build-arg NODE_VERSION=24`); both are built in CI (decision 0028).
ARG NODE_VERSION=22
FROM node:${NODE_VERSION}-slim

ENV NODE_ENV=production \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    CHECKPOINT_DISABLE=1
WORKDIR /app

# Manifests first so the dependency layer is cached until they change.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/worker/package.json apps/worker/
COPY packages/domain/package.json packages/domain/
COPY packages/services/package.json packages/services/
RUN npm ci --include=dev --no-audit --no-fund && npm cache clean --force

COPY . .
RUN node scripts/prisma-generate.mjs && npm run build -w @kc/web

# Uploaded files live outside the image and the web root (docker-compose mounts a volume here; decision 0065).
RUN mkdir -p /data/files && chown node:node /data/files
ENV HOST=0.0.0.0 PORT=3000 WEB_DIST=/app/apps/web/dist FILE_STORAGE_DIR=/data/files
# 3000: the portal. 9464: Prometheus metrics when METRICS_PORT=9464 (keep it off the public network; decision 0069).
# CLUSTER=N runs N API processes on port 3000 in one container (node:cluster).
EXPOSE 3000 9464
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
