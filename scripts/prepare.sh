#!/usr/bin/env bash
# npm run migrate / npm run seed: the database chores alone.
source "$(dirname "$0")/lib.sh"
install_dependencies
ensure_postgres
build_server
db_cli ensure-db
case "${1:-}" in
  --migrate-only) db_cli migrate ;;
  --seed-only) db_cli seed ;;
  *) db_cli migrate && db_cli seed ;;
esac
