#!/usr/bin/env bash
# npm run lint: ESLint (type-aware) and Prettier's check over server, web, test, seeds, migrations and scripts.
source "$(dirname "$0")/lib.sh"
install_dependencies
say "eslint"
npx eslint --max-warnings 0 .
say "prettier --check"
npx prettier --check --log-level warn .
