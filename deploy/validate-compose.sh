#!/usr/bin/env bash
# Checks the container setup without a Docker engine (none runs on the development machines or
# in CI), in a few seconds:
#   1. Debian's docker-compose (1.29, Python) parses docker-compose.yml, interpolates it with
#      deploy/compose.env.example and validates it against the compose schema; any error or
#      warning fails (a warning is how it reports a key it would ignore);
#   2. without the secrets, the same command must fail: every secret is required;
#   3. each Dockerfile the compose file builds exists, has a build stage and a runtime stage,
#      its last USER is not root and it copies every workspace's manifest; .dockerignore keeps
#      env files out of the build context;
#   4. the env file's secrets have the shapes the product and the brokers accept.
# Usage: deploy/validate-compose.sh [env-file]   (default deploy/compose.env.example; an
# operator can pass deploy/compose.env to check their own before `up`).
# Installs docker-compose with apt-get when it is missing (as root, like .ci/run does for
# Chromium), without the Docker engine it recommends.
set -euo pipefail
env_file="$(realpath "${1:-$(dirname "$0")/compose.env.example}")"
cd "$(dirname "$0")/.."

if ! command -v docker-compose >/dev/null; then
  echo "installing docker-compose (Debian) to validate docker-compose.yml"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends docker-compose >/dev/null
fi
echo "$(docker-compose version --short 2>/dev/null || echo '?') docker-compose"

# Only the env file may supply the settings, not this shell's environment.
secrets=(POSTGRES_PASSWORD SESSION_SECRET DATA_KEYS_MASTER_KEY COMPLIANCE_TOKEN
  KAFKA_ADMIN_PASSWORD KAFKA_FORWARDER_PASSWORD)
compose() { env "${secrets[@]/#/-u}" docker-compose -f docker-compose.yml "$@"; }

failed=0
fail() {
  echo "FAIL: $*" >&2
  failed=1
}

# 1. The file as operators run it.
resolved="$(mktemp)"
messages="$(mktemp)"
empty="$(mktemp)"
trap 'rm -f "$resolved" "$messages" "$empty"' EXIT
if ! compose --env-file "$env_file" config >"$resolved" 2>"$messages"; then
  cat "$messages" >&2
  fail "docker-compose.yml does not validate with $env_file"
elif [[ -s "$messages" ]]; then
  cat "$messages" >&2
  fail "docker-compose config printed warnings"
else
  echo "ok: docker-compose.yml validates ($(compose --env-file "$env_file" config --services | wc -l) services)"
fi

# 2. Without the secrets it must refuse.
: >"$empty"
if compose --env-file "$empty" config -q 2>"$messages"; then
  fail "docker-compose.yml validates without the secrets; each must be required (\${NAME:?...})"
elif grep -q 'set [A-Z_]* (deploy/compose.env.example)' "$messages"; then
  echo "ok: without the env file it refuses: $(grep -o 'set [A-Z_]*' "$messages" | head -1)"
else
  cat "$messages" >&2
  fail "docker-compose.yml failed without the secrets, but not for a missing secret"
fi

# 3. The Dockerfiles it builds, read from the resolved file.
if [[ -s "$resolved" ]]; then
  dockerfiles="$(python3 -c '
import sys, yaml
services = yaml.safe_load(open(sys.argv[1]))["services"]
for service in services.values():
    build = service.get("build")
    if build:
        print(build.get("dockerfile", "Dockerfile"))
' "$resolved" | sort -u)"
  [[ -n "$dockerfiles" ]] || fail "no service is built from a Dockerfile"
  for dockerfile in $dockerfiles; do
    dockerfile="${dockerfile#"$PWD/"}"
    if [[ ! -f "$dockerfile" ]]; then
      fail "$dockerfile: named in docker-compose.yml, missing"
      continue
    fi
    user="$(grep -iE '^USER[[:space:]]' "$dockerfile" | tail -1 | awk '{print $2}')"
    stages="$(grep -ciE '^FROM[[:space:]]' "$dockerfile")"
    if [[ -z "$user" || "$user" =~ ^(root|0)(:|$) ]]; then
      fail "$dockerfile: the image must end with a non-root USER (has '${user:-none}')"
    elif ((stages < 2)); then
      fail "$dockerfile: expected a multi-stage build (build stage + runtime stage)"
    else
      echo "ok: $dockerfile ($stages stages, USER $user)"
    fi
    # The dependency layer installs every workspace: a manifest left out breaks `npm install`'s
    # workspace links in the image (the domain and workers workspaces were once missed).
    for workspace in $(node -p 'require("./package.json").workspaces.join(" ")'); do
      grep -qxF "COPY $workspace/package.json $workspace/" "$dockerfile" ||
        fail "$dockerfile: the manifest of the $workspace workspace is not copied"
    done
  done
fi
for pattern in '**/*.env' '**/.env'; do
  grep -qxF "$pattern" .dockerignore || fail ".dockerignore must exclude $pattern (secrets)"
done

# 4. The secrets' shapes (README "Settings", deploy/kafka/README.md for the Kafka passwords).
value() { sed -n "s/^$1=//p" "$env_file" | tail -1; }
(($(value SESSION_SECRET | tr -d '\n' | wc -c) >= 32)) || fail "SESSION_SECRET: 32+ characters"
(($(value COMPLIANCE_TOKEN | tr -d '\n' | wc -c) >= 32)) || fail "COMPLIANCE_TOKEN: 32+ characters"
[[ "$(value DATA_KEYS_MASTER_KEY | base64 -d 2>/dev/null | wc -c)" == 32 ]] ||
  fail "DATA_KEYS_MASTER_KEY: base64 of 32 bytes (openssl rand -base64 32)"
[[ "$(value POSTGRES_PASSWORD)" =~ ^[A-Za-z0-9._~-]+$ ]] ||
  fail "POSTGRES_PASSWORD: URL-safe characters only (it goes into DATABASE_URL)"
for name in KAFKA_ADMIN_PASSWORD KAFKA_FORWARDER_PASSWORD; do
  [[ "$(value "$name")" =~ ^[A-Za-z0-9._~@%+:/^*!#-]{1,128}$ ]] ||
    fail "$name: 1-128 of letters, digits and ._~@%+:/^*!#-"
done
((failed)) || echo "ok: the secrets in ${env_file#"$PWD/"} have the expected shapes"

if ((failed)); then
  echo "compose validation failed" >&2
  exit 1
fi
echo "compose validation passed"
