# Shared steps of the README's commands: dependencies, local services, database, builds.
# Sourced by demo.sh, test.sh, bench.sh and prepare.sh; every step is idempotent.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '\033[1;34m[strandkorb]\033[0m %s\n' "$*"; }
die() { printf '\033[1;31m[strandkorb]\033[0m %s\n' "$*" >&2; exit 1; }

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/strandkorb}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

is_root() { [ "$(id -u)" = "0" ]; }

install_dependencies() {
  local stamp=node_modules/.strandkorb-lock-hash hash
  hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
  if [ ! -d node_modules ] || [ "$(cat "$stamp" 2>/dev/null)" != "$hash" ]; then
    say "installing npm dependencies"
    # npm install, not npm ci: npm 11 drops foreign-platform optional packages from the lock and ci then refuses it.
    npm install --no-audit --no-fund --loglevel=error
    echo "$hash" > "$stamp"
  fi
}

port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

# A Docker engine answers: the tests' setup (test/setup/services.js) starts what is missing with testcontainers.
docker_runs() { command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; }

host_port() { # URL -> "host port"
  node -e 'const u=new URL(process.argv[1]);console.log(u.hostname, u.port||process.argv[2])' "$1" "$2"
}

ensure_postgres() {
  read -r host port <<<"$(host_port "$DATABASE_URL" 5432)"
  if ! port_open "$host" "$port"; then
    if [ "$host" = "127.0.0.1" ] || [ "$host" = "localhost" ]; then
      if command -v pg_ctlcluster >/dev/null 2>&1; then
        say "starting the local PostgreSQL"
        pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -n1)" main start || true
        sleep 2
      fi
    fi
    if ! port_open "$host" "$port"; then
      if [ "${TESTCONTAINERS_FALLBACK:-}" = "1" ] && docker_runs; then
        say "no PostgreSQL at $host:$port: the tests start one with testcontainers"
        return 0
      fi
      die "PostgreSQL is not reachable at $host:$port. Start it (or: docker compose up -d postgis redis) or set DATABASE_URL."
    fi
  fi
  # PostGIS: install Debian's package when it is missing and we may.
  local has_postgis
  has_postgis="$(node -e '
    const pg=require("pg");const u=new URL(process.env.DATABASE_URL);u.pathname="/postgres";
    const c=new pg.Client({connectionString:u.toString()});
    c.connect().then(()=>c.query("SELECT (SELECT count(*) FROM pg_available_extensions WHERE name IN ($1,$2))::int AS n, current_setting($3) AS v",["postgis","btree_gist","server_version_num"]))
     .then(r=>{console.log(r.rows[0].n+" "+Math.floor(r.rows[0].v/10000));return c.end()}).catch(e=>{console.log("err "+e.message);process.exit(0)})' 2>/dev/null)"
  read -r count major <<<"$has_postgis"
  if [ "$count" != "2" ]; then
    if is_root && command -v apt-get >/dev/null 2>&1 && [ "$major" != "" ] && [ "$count" != "err" ]; then
      say "installing PostGIS for PostgreSQL $major (postgresql-$major-postgis-3)"
      apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-$major-postgis-3" >/dev/null
    else
      die "PostgreSQL lacks PostGIS/btree_gist. Install it as root: apt-get install postgresql-${major:-15}-postgis-3 (or use docker compose up -d postgis)."
    fi
  fi
}

ensure_redis() {
  read -r host port <<<"$(host_port "$REDIS_URL" 6379)"
  if ! port_open "$host" "$port"; then
    if command -v redis-server >/dev/null 2>&1 && { [ "$host" = "127.0.0.1" ] || [ "$host" = "localhost" ]; }; then
      say "starting the local Redis"
      mkdir -p /tmp/strandkorb-redis
      redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --save "" --appendonly no --dir /tmp/strandkorb-redis >/dev/null
      sleep 1
    fi
    if ! port_open "$host" "$port"; then
      if [ "${TESTCONTAINERS_FALLBACK:-}" = "1" ] && docker_runs; then
        say "no Redis at $host:$port: the tests start one with testcontainers"
        return 0
      fi
      die "Redis is not reachable at $host:$port. Start it (or: docker compose up -d redis) or set REDIS_URL."
    fi
  fi
}

ensure_chromium() {
  if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
    if is_root && command -v apt-get >/dev/null 2>&1; then
      say "installing Debian's chromium for the browser tests"
      apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      die "The browser tests need Chromium: apt-get install chromium, or set CHROMIUM_PATH."
    fi
  fi
}

build_server() { say "building the server"; npm run build -w server --silent; }
build_web() { say "building the storefront"; npm run build -w web --silent; }
# The tests' build: both at once (tsc and vite each keep about one core busy); the web's type check is left to
# npm run typecheck (CI runs it first), so the tests wait for vite's bundle only.
build_for_tests() {
  say "building the server and the storefront"
  npm run build -w server --silent &
  local server=$!
  (cd web && npx vite build --logLevel warn) || { wait "$server"; return 1; }
  wait "$server"
}

db_cli() { node server/dist/server/src/infra/database/cli.js "$@"; }
