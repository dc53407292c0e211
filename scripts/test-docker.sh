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
#
# `test-docker.sh --build TAG` does steps 1 and 2 and builds the image as TAG, then exits; an engine
# it started stays up (its pid in $TEST_DOCKER_ENGINE_PIDFILE) for the run that follows,
# `SMOKE_IMAGE=TAG SMOKE_IMAGE_REMOVE=1 test-docker.sh`, which checks that image, removes it and stops
# the engine. .ci/run builds the image this way, at the lowest CPU priority, while npm test runs on
# the same two cores.
set -uo pipefail
cd "$(dirname "$0")/.."

build_tag=""
if [ "${1:-}" = "--build" ]; then
  build_tag="${2:?usage: test-docker.sh --build TAG}"
fi
ENGINE_PIDFILE="${TEST_DOCKER_ENGINE_PIDFILE:-${TMPDIR:-/tmp}/wholesale-shop-test-dockerd.pid}"

skip() {
  echo "Docker smoke test skipped: $1"
  exit 0
}

command -v docker >/dev/null 2>&1 || skip "no docker command on this machine (Debian: apt-get install docker.io)"

started_dockerd=""
dockerd_log="$(mktemp -t test-docker-dockerd.XXXXXX.log)"
stop_dockerd() {
  # An engine started for --build stays up for the smoke run that follows.
  if [ -n "$build_tag" ] && [ -n "$started_dockerd" ]; then
    rm -f "$dockerd_log"
    return
  fi
  if [ -n "$started_dockerd" ] && kill -0 "$started_dockerd" 2>/dev/null; then
    kill "$started_dockerd"
    for _ in $(seq 1 30); do kill -0 "$started_dockerd" 2>/dev/null || break; sleep 1; done
  fi
  rm -f "$dockerd_log" "$ENGINE_PIDFILE"
}
trap stop_dockerd EXIT

# An engine a --build run started (its pid in the file, and that process a dockerd): this run stops it
# at the end. A stale file, or one naming another process, is ignored.
if [ -z "$build_tag" ] && [ -s "$ENGINE_PIDFILE" ]; then
  pid="$(cat "$ENGINE_PIDFILE")"
  if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = dockerd ]; then started_dockerd="$pid"; else rm -f "$ENGINE_PIDFILE"; fi
fi

if ! docker info >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || skip "no Docker engine answers, and starting one (dockerd) needs root"
  command -v dockerd >/dev/null 2>&1 || skip "no Docker engine answers and dockerd is not installed"
  # vfs: no overlay filesystem is needed (it keeps a full copy of each layer: the base images stay,
  # the build's layers are pruned at the end).
  dockerd --storage-driver=vfs >"$dockerd_log" 2>&1 &
  started_dockerd=$!
  [ -z "$build_tag" ] || echo "$started_dockerd" >"$ENGINE_PIDFILE"
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    kill -0 "$started_dockerd" 2>/dev/null || break
    sleep 1
  done
  docker info >/dev/null 2>&1 || skip "dockerd did not start: $(grep -v '^\s*$' "$dockerd_log" | tail -1)"
  if [ -n "$build_tag" ]; then
    echo "Started dockerd (vfs storage) for this build; it stays up for the smoke test that follows."
  else
    echo "Started dockerd (vfs storage) for this test; it stops at the end."
  fi
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

if [ -n "$build_tag" ]; then
  echo "Building the image $build_tag"
  started=$SECONDS
  build_log="$(mktemp -t test-docker-build.XXXXXX.log)"
  if ! docker build -t "$build_tag" . >"$build_log" 2>&1; then
    tail -30 "$build_log"
    rm -f "$build_log"
    echo "Docker image build failed"
    exit 1
  fi
  rm -f "$build_log"
  echo "Image $build_tag built in $((SECONDS - started)) s"
  exit 0
fi

# On an engine this run started, the build's dangling stages and cache are pruned at the end too.
SMOKE_PRUNE=$([ -n "$started_dockerd" ] && echo 1 || echo 0) COMPOSE_CMD="$compose" node_modules/.bin/tsx test/docker/smoke.ts
status=$?
# An image built by --build for this run (SMOKE_IMAGE_REMOVE=1) goes with the rest; one you gave stays.
if [ -n "${SMOKE_IMAGE:-}" ] && [ "${SMOKE_IMAGE_REMOVE:-}" = 1 ]; then docker image rm -f "$SMOKE_IMAGE" >/dev/null 2>&1; fi
exit $status
