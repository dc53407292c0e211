#!/usr/bin/env bash
# npm test's check of the self-hosting files (no Docker engine needed): docker-compose.yml must be
# valid with .env.example as its .env, with and without the dev profile. Runs in a scratch folder
# so that a real .env in the checkout is neither read nor needed.
set -euo pipefail
if ! command -v docker-compose >/dev/null 2>&1; then
  echo "(docker-compose is not installed: skipping the compose file check; apt-get install docker-compose)"
  exit 0
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp docker-compose.yml Dockerfile "$scratch/"
cp .env.example "$scratch/.env"
cd "$scratch"
docker-compose config -q
docker-compose --profile dev config -q
services="$(docker-compose --profile dev config --services | sort | tr '\n' ' ')"
[ "$services" = "app mailpit postgres redis " ] || { echo "unexpected services: $services"; exit 1; }
echo "docker-compose.yml is valid ($(docker-compose version --short)): $services"
