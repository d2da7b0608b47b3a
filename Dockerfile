# syntax=docker/dockerfile:1
# Build stage: install, build the catalogues and one binary (tests run in CI, not here).
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The catalogues' build date (there is no .git in the image context): pass
# --build-arg SOURCE_DATE_EPOCH=$(git log -1 --format=%ct); empty falls back to 2026-01-01.
ARG SOURCE_DATE_EPOCH=
# The catalogues are built for this origin; running under another BASE_URL rebuilds them
# at start-up, in a child process (about a second), so pass the public origin here.
ARG BASE_URL=http://localhost:3000
RUN SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH} BASE_URL=${BASE_URL} npm run compile

# Run stage: the binary alone on a minimal glibc base, as a non-root user.
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /src/calorie-metrics /calorie-metrics
USER nonroot:nonroot
ARG BASE_URL=http://localhost:3000
# The heap is sized for this much memory (bytes) rather than the host's: set it to the container's
# memory limit (deploy/kubernetes/deployment.yaml, where the figures are).
ENV PORT=3000 HOST=0.0.0.0 BASE_URL=${BASE_URL} BUN_JSC_forceRAMSize=167772160
EXPOSE 3000
# distroless has no shell or curl: the binary checks its own health endpoint.
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 CMD ["/calorie-metrics", "--healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/calorie-metrics"]
