# syntax=docker/dockerfile:1.7
# Studyhall's production images, built once from one Dockerfile:
#   docker build --target api -t studyhall-api .      (HTTP: the api and the built web app)
#   docker build --target worker -t studyhall-worker . (job queues; adds LibreOffice and Tesseract)
# Both run the TypeScript sources through tsx (a runtime dependency), as `npm run api` / `npm run worker` do.

ARG NODE_IMAGE=node:24-bookworm-slim

# Production dependencies only: what the running processes import.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# The web app, built once with the dev toolchain (Vite), then only its output is kept.
FROM ${NODE_IMAGE} AS web
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY bin ./bin
COPY cli ./cli
COPY config ./config
COPY migrations ./migrations
COPY modules ./modules
COPY worker ./worker
COPY --from=web /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "modules/main.ts"]

# The worker converts office files (LibreOffice, only ever boxed by bubblewrap: run the documents pool with
# deploy/seccomp-converter.json and no AppArmor profile, as docker-compose.yml does, or conversions are refused)
# and reads scans (Tesseract with the English pack; add tesseract-ocr-<lang> packages for more languages).
FROM api AS worker
USER root
RUN apt-get update \
  && apt-get install -y --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui \
     bubblewrap tesseract-ocr tesseract-ocr-eng fonts-dejavu-core fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
USER node
HEALTHCHECK NONE
CMD ["node", "--import", "tsx", "worker/main.ts"]
