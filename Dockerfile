# syntax=docker/dockerfile:1
# The store's images, built from this repository (docs/deploy.md). Not built in this project's CI: no image can be
# pulled there. Kept in step with the tested topology (npm run test:production) by running the same commands
# (npm run build, npm run migrate, npm run start:production) and the same nginx template.
#
#   docker build --target backend -t clinic-store-backend .      one image for `server` and `worker` instances
#   docker build --target storefront --build-arg VITE_MEDUSA_BACKEND_URL=https://shop.example.com -t clinic-store-web .

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, then the release build (storefront, backend, back office)
FROM ${NODE_IMAGE} AS build
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
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- backend: the slim runtime of a backend instance, as the unprivileged `node` user
FROM ${NODE_IMAGE} AS backend
ENV NODE_ENV=production PORT=9000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/backend backend
# The only folder the process writes to (Medusa's telemetry settings: off); files go to S3.
RUN rm -rf backend/src backend/.data && mkdir -p backend/.data && chown node:node backend/.data
USER node
EXPOSE 9000
# A server answers /health; a worker registers no routes, so any HTTP answer means it is up.
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok||process.env.MEDUSA_WORKER_MODE==='worker'?0:1),()=>process.exit(1))"
# MEDUSA_WORKER_MODE=server or worker chooses the role; `npm run migrate` runs once per release before the starts.
CMD ["node", "backend/scripts/start-production.mjs"]

# ---- storefront: nginx serving the static build and balancing the backend, from deploy/nginx.conf.template
FROM nginx:1.27-bookworm AS storefront
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/nginx.conf.template /etc/nginx/templates/default.conf.template
ENV NGINX_PORT=8080 STOREFRONT_ROOT=/usr/share/nginx/html NGINX_ACCESS_LOG=/var/log/nginx/access.log
EXPOSE 8080
