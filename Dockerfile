# The portal in one image (README, "Production"):
#   docker build -t merchant-portal .
#   docker run -p 3000:3000 -e SESSION_SECRET=… -e DATABASE_URL=postgres://… merchant-portal
# Three stages: the packages (cached while package-lock.json is unchanged), the build, and a runtime
# holding only Next's standalone output (server.js and the files the server uses) under a user
# without privileges.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Dev dependencies too: the build needs TypeScript and the type packages. `npm install`, as .ci/run:
# npm ci refuses this lockfile (it lacks other platforms' optional builds); install follows it. An
# optional package whose install script cannot fetch its prebuilt binary (canvas, for fabric under
# Node only) is skipped by npm; the portal does not use it on the server.
RUN npm install --no-audit --no-fund --loglevel=error

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_IGNORE_INCORRECT_LOCKFILE=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node node_modules/next/dist/bin/next build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# HOSTNAME: server.js listens on it, and Docker sets it to the container's id otherwise.
# DATA_DIR: the embedded database when DATABASE_URL is unset (mount a volume there to keep it).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/app/.data
# The application's files stay root's (read-only to the server); only DATA_DIR is the server's own.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
RUN mkdir -p /app/.data && chown node:node /app/.data
# `node`: the unprivileged user of the official Node images (uid 1000).
USER node
EXPOSE 3000
# Liveness (GET /api/health); a load balancer sends traffic once GET /api/ready answers 200.
# Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
