#!/usr/bin/env bash
# npm run migrate / npm run seed: the database chores alone.
source "$(dirname "$0")/lib.sh"
# Local chores default to development (NODE_ENV unset counts as production and needs its secrets set).
export NODE_ENV="${NODE_ENV:-development}"
install_dependencies
ensure_postgres
build_server
db_cli ensure-db
case "${1:-}" in
  --migrate-only) db_cli migrate ;;
  --seed-only) db_cli seed ;;
  *) db_cli migrate && db_cli seed ;;
esac
