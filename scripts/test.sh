#!/usr/bin/env bash
# npm test: the same preparation as the demo, then every test tier (unit, e2e, browser) against real services.
source "$(dirname "$0")/lib.sh"
install_dependencies
# Without local services the tests' own setup may start containers (test/setup/services.js) where Docker runs.
export TESTCONTAINERS_FALLBACK=1
ensure_postgres
ensure_redis
ensure_chromium
build_server
build_web
say "running the tests"
# One Jest process runs every tier in band (two cores), and ESM test modules are not released between files: by the
# last files it holds about 4 GB, Node's default heap limit here. 8 GB leaves room (the machines have 24 GB).
NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=8192 ${NODE_OPTIONS:-}" npx jest "$@"
