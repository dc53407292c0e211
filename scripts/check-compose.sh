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
# The example leaves both secrets empty: compose must stop, naming them, until they are set.
for secret in POSTGRES_PASSWORD AUTH_SECRET; do
  if out="$(docker-compose config -q 2>&1)" || ! grep -q "set $secret in .env" <<<"$out"; then
    echo "docker-compose config did not stop for the empty $secret: $out"; exit 1
  fi
  sed -i "s/^$secret=.*/$secret=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')/" .env
done
docker-compose config -q
docker-compose --profile dev config -q
services="$(docker-compose --profile dev config --services | sort | tr '\n' ' ')"
[ "$services" = "app mailpit postgres redis " ] || { echo "unexpected services: $services"; exit 1; }
echo "docker-compose.yml is valid ($(docker-compose version --short)): $services"
