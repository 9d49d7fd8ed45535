#!/usr/bin/env bash
# npm test: the same preparation as the demo, then every test tier (unit, e2e, browser) against real services.
source "$(dirname "$0")/lib.sh"
install_dependencies
ensure_postgres
ensure_redis
ensure_chromium
build_server
build_web
say "running the tests"
NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning ${NODE_OPTIONS:-}" npx jest "$@"
