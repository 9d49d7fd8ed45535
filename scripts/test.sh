#!/usr/bin/env bash
# npm test: the same preparation as the demo, then every test tier (unit, e2e, browser) against real services.
source "$(dirname "$0")/lib.sh"
install_dependencies
# Without local services the tests' own setup may start containers (test/setup/services.js) where Docker runs.
export TESTCONTAINERS_FALLBACK=1
ensure_postgres
ensure_redis
ensure_chromium
build_for_tests
say "running the tests"
# Jest runs the tiers in parallel workers, each with a database of its own cloned from one template (docs/testing.md).
# With arguments (a file, a pattern, --selectProjects): that one run. Without: every tier, then the fuzz tier alone,
# since it measures answers under its own load and must not share the two cores with the others.
export TEST_TIMINGS_FILE="$ROOT/test-results/test-timings.json"
rm -f "$TEST_TIMINGS_FILE"
if [ "$#" -gt 0 ]; then
  exec npx jest "$@"
fi
status=0
npx jest --selectProjects unit e2e browser faults web web-dom || status=$?
# The first run's template is still fresh (no test connects to it): the fuzz tier clones it again.
TEST_TEMPLATE_READY=1 npx jest --selectProjects fuzz || status=$?
exit "$status"
