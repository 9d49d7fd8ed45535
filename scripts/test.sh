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
# last files it holds 7 GB and more (2026-11-28: 7.4 GB at file 130 of 219), and near an 8 GB limit the collector runs
# all the time (files took minutes). 14 GB leaves room and the rest of the machine's 24 GB to PostgreSQL and Chromium.
NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning --max-old-space-size=14336 ${NODE_OPTIONS:-}" npx jest "$@"
