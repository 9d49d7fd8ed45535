#!/usr/bin/env bash
# npm run bench: prints figures (p50/p99, throughput); never fails on time.
source "$(dirname "$0")/lib.sh"
# The bench runs the demo locally (NODE_ENV unset counts as production and needs its secrets set).
export NODE_ENV="${NODE_ENV:-development}"
install_dependencies
ensure_postgres
ensure_redis
build_server
node server/dist/test/bench/run.js "$@"
