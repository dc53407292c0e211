#!/usr/bin/env bash
# npm run test:docker — the Docker smoke test: the image built and the compose stack run as a
# self-hoster would, then checked (test/docker/smoke.ts says what). .ci/run runs it after npm test.
#
# 1. Finds a Docker engine, or starts one (`dockerd --storage-driver=vfs`, as root) and stops it at
#    the end. Where none can start, it prints one line saying the test was skipped and why, and
#    exits 0.
# 2. Makes sure the base images exist: pulled where a registry answers, else made from Debian
#    packages by scripts/docker-base-images/make-base-images.sh (needs debootstrap). They are kept
#    between runs.
# 3. Runs test/docker/smoke.ts, which builds the image under a tag of its own, runs the stack
#    under a compose project name of its own and tears both down (down -v, the image, the build
#    cache), whatever happened.
set -uo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "Docker smoke test skipped: $1"
  exit 0
}

command -v docker >/dev/null 2>&1 || skip "no docker command on this machine (Debian: apt-get install docker.io)"

started_dockerd=""
dockerd_log="$(mktemp -t test-docker-dockerd.XXXXXX.log)"
stop_dockerd() {
  if [ -n "$started_dockerd" ] && kill -0 "$started_dockerd" 2>/dev/null; then
    kill "$started_dockerd"
    for _ in $(seq 1 30); do kill -0 "$started_dockerd" 2>/dev/null || break; sleep 1; done
  fi
  rm -f "$dockerd_log"
}
trap stop_dockerd EXIT

if ! docker info >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || skip "no Docker engine answers, and starting one (dockerd) needs root"
  command -v dockerd >/dev/null 2>&1 || skip "no Docker engine answers and dockerd is not installed"
  # vfs: no overlay filesystem is needed (it keeps a full copy of each layer: the base images stay,
  # the build's layers are pruned at the end).
  dockerd --storage-driver=vfs >"$dockerd_log" 2>&1 &
  started_dockerd=$!
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    kill -0 "$started_dockerd" 2>/dev/null || break
    sleep 1
  done
  docker info >/dev/null 2>&1 || skip "dockerd did not start: $(grep -v '^\s*$' "$dockerd_log" | tail -1)"
  echo "Started dockerd (vfs storage) for this test; it stops at the end."
fi

if docker compose version >/dev/null 2>&1; then
  compose="docker compose"
elif command -v docker-compose >/dev/null 2>&1; then
  compose="docker-compose"
else
  skip "neither docker compose nor docker-compose is installed (Debian: apt-get install docker-compose)"
fi

base_images=(debian:bookworm-slim node:20-bookworm-slim postgres:16-bookworm redis:7-bookworm)
missing=()
for image in "${base_images[@]}"; do
  docker image inspect "$image" >/dev/null 2>&1 || missing+=("$image")
done
if [ ${#missing[@]} -gt 0 ]; then
  pulled=1
  for image in "${missing[@]}"; do
    timeout 120 docker pull -q "$image" >/dev/null 2>&1 || { pulled=0; break; }
  done
  if [ $pulled = 0 ]; then
    [ "$(id -u)" = 0 ] || skip "the base images are missing, no registry answers, and making them needs root"
    command -v debootstrap >/dev/null 2>&1 || skip "the base images are missing, no registry answers, and debootstrap is not installed (apt-get install debootstrap)"
    echo "Making the base images from Debian packages (about 5 minutes on two cores; kept for later runs)"
    started=$SECONDS
    work="$(mktemp -d)"
    if ! bash scripts/docker-base-images/make-base-images.sh "$work" >"$work.log" 2>&1; then
      tail -20 "$work.log"
      rm -rf "$work" "$work.log"
      echo "Docker smoke test failed: the base images could not be made"
      exit 1
    fi
    rm -rf "$work" "$work.log"
    echo "Base images made in $((SECONDS - started)) s"
  fi
fi

# On an engine this run started, the build's dangling stages and cache are pruned at the end too.
SMOKE_PRUNE=$([ -n "$started_dockerd" ] && echo 1 || echo 0) COMPOSE_CMD="$compose" node_modules/.bin/tsx test/docker/smoke.ts
