# syntax=docker/dockerfile:1
# The store's images, built from this repository (docs/deploy.md). Not built in this project's CI (no Docker engine
# there): tests/unit/container-files.test.ts checks this file's rules instead. Kept in step with the tested topology
# (npm run test:production) by running the same commands and the same nginx template.
#
#   docker build --target backend -t clinic-store-backend .      one image for `server` and `worker` instances
#   docker build --target storefront --build-arg VITE_MEDUSA_BACKEND_URL=https://shop.example.com -t clinic-store-web .

# The Node that CI tests last (.ci/run's NODE24_VERSION, .nvmrc's line, within package.json's engines).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# ---- build: every dependency, then the release build (storefront, backend, back office)
FROM ${NODE_IMAGE} AS build
# No telemetry from Medusa's CLI or the admin build.
ENV MEDUSA_DISABLE_TELEMETRY=true
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
COPY backend/scripts/complete-lockfile.mjs backend/scripts/complete-lockfile.mjs
COPY packages/contract packages/contract
RUN npm ci --no-audit --no-fund
COPY . .
# The storefront bakes its settings (VITE_*) into its files: the public origin of the store and the public keys.
ARG VITE_MEDUSA_BACKEND_URL
ARG VITE_CLERK_PUBLISHABLE_KEY
ARG VITE_STRIPE_PUBLISHABLE_KEY
ARG VITE_CLERK_JWT_TEMPLATE
ARG VITE_MEDUSA_PUBLISHABLE_KEY
ARG VITE_STRIPE_JS_URL
ARG VITE_CONSENT_SCRIPT_URL
ARG VITE_SESSION_RECORDING_URL
# Where browsers read public files: allowed as an image source by the storefront's CSP.
ARG S3_PUBLIC_URL
# The storefront's CSP for nginx, rendered from its one declaration for this build (deploy/nginx.conf.template).
RUN npm run build \
 && NODE_ENV=production node backend/scripts/nginx-csp.mjs dist > storefront-csp.txt

# ---- runtime: only what a backend instance loads. The storefront's libraries, the back office's build toolchain
# (@medusajs/admin), TypeScript and the embedded PostgreSQL are dev dependencies; no install script runs. The same
# steps as tests/production/support/production-install.ts, whose install serves in `npm run test:production`.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/package.json
COPY --from=build /app/packages/contract/package.json packages/contract/package.json
COPY --from=build /app/packages/contract/dist packages/contract/dist
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund
# The invoice font's package ships nine weights (~49 MB); invoices embed the regular and the bold one
# (backend/src/invoices/fonts.ts), so the others leave the image (a size step only: nothing loads them).
RUN find node_modules/@expo-google-fonts/noto-sans-jp -name "*.ttf" ! -name NotoSansJP_400Regular.ttf ! -name NotoSansJP_700Bold.ttf -delete
# The backend's release: compiled code, the back office's pages, scripts, settings modules, the demo pictures, the PDF fonts.
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/build backend/build
COPY backend/scripts backend/scripts
COPY backend/seed-images backend/seed-images
COPY backend/fonts backend/fonts
COPY backend/*.js backend/

# ---- backend: the slim runtime of a backend instance: one Node process, as the unprivileged `node` user
FROM ${NODE_IMAGE} AS backend
ENV NODE_ENV=production PORT=9000 MEDUSA_DISABLE_TELEMETRY=true XDG_CONFIG_HOME=/app/backend/.data/xdg-config
WORKDIR /app
COPY --from=runtime /app /app
# The folders the process writes to: Medusa's settings with telemetry off, and uploads/, where Medusa's upload routes
# (multer, relative to the working folder, made when the app loads) keep a file until it goes to S3.
RUN mkdir -p backend/.data/xdg-config/medusa backend/uploads \
 && echo '{"telemetry":{"enabled":false}}' > backend/.data/xdg-config/medusa/config.json \
 && chown -R node:node backend/.data backend/uploads
USER node
WORKDIR /app/backend
EXPOSE 9000
# Liveness on the instance's PORT, servers and workers alike (/health/ready is for the load balancer's rotation). After
# three failures in a row the probe stops the instance, so the restart policy starts a fresh one (Docker itself only
# marks a container unhealthy): scripts/health-probe.mjs.
HEALTHCHECK --interval=15s --timeout=5s CMD ["node", "scripts/health-probe.mjs"]
# One process: the server itself (no npm, no starter parent). MEDUSA_WORKER_MODE=server or worker chooses the role;
# `node scripts/migrate.mjs` (compose's `migrate` service) runs once per release before the instances start.
CMD ["node", "--max-old-space-size=384", "scripts/medusa-server.mjs"]

# ---- storefront: nginx serving the static build and balancing the backend, from deploy/nginx.conf.template
FROM nginx:1.30.0 AS storefront
COPY --from=build /app/dist /usr/share/nginx/html
COPY --from=build /app/storefront-csp.txt /etc/nginx/storefront-csp.txt
COPY deploy/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY deploy/storefront-csp.envsh /docker-entrypoint.d/15-storefront-csp.envsh
ENV NGINX_PORT=8080 STOREFRONT_ROOT=/usr/share/nginx/html NGINX_ACCESS_LOG=/var/log/nginx/access.log
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/"]
