#!/usr/bin/env bash
# npm run demo: everything a newcomer needs, then the product on http://localhost:${PORT:-3000}.
source "$(dirname "$0")/lib.sh"
# The demo says what it is: development turns on the demo JWT secret, storefront key and payment page
# (NODE_ENV unset counts as production, which refuses them).
export NODE_ENV=development
install_dependencies
ensure_postgres
ensure_redis
build_server
db_cli ensure-db
db_cli migrate
db_cli seed
build_web
export WEB_DIST_DIR="$ROOT/web/dist" PORT="${PORT:-3000}"
say "storefront  http://localhost:$PORT/"
say "API docs    http://localhost:$PORT/api/docs"
say "logins      admin@strandkorb.local / Admin-Strand-2026   vendor@strandkorb.local / Vendor-Strand-2026"
exec node server/dist/server/src/main.js
