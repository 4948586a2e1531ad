#!/usr/bin/env bash
# End-to-end check of the real binary, as a user would do it with curl: commands that need no
# database (help, cycle predict) leave an empty folder empty, the CLI creates and lists accounts,
# `daybook serve` answers, and a token stops working after log-out.
# Uses DAYBOOK_DATABASE_URL when set, otherwise a fresh SQLite file in a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$(swift build --show-bin-path)/daybook"
[ -x "$BIN" ] || swift build --product daybook
WORK=$(mktemp -d)
PORT=${SMOKE_PORT:-0}
export DAYBOOK_DATABASE_URL="${DAYBOOK_DATABASE_URL:-sqlite:$WORK/daybook.sqlite}"
if [[ "$DAYBOOK_DATABASE_URL" == postgres* ]]; then
  export DAYBOOK_DATABASE_SCHEMA="smoke_$$_$RANDOM"
fi
cleanup() { [ -n "${SERVER:-}" ] && kill "$SERVER" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT
fail() { echo "smoke: FAILED: $*" >&2; exit 1; }

echo "smoke: commands that need no database leave an empty folder and print no warning"
EMPTY="$WORK/empty"
mkdir "$EMPTY"
quiet() {  # runs daybook ARGS… in the empty folder, on the default database (a daybook.sqlite there)
  (cd "$EMPTY" && env -u DAYBOOK_DATABASE_URL -u DAYBOOK_DATABASE_SCHEMA "$BIN" "$@" >"$WORK/out" 2>"$WORK/err") \
    || fail "daybook $* exited with $?: $(cat "$WORK/err")"
  [ -z "$(ls -A "$EMPTY")" ] || fail "daybook $* left files behind: $(ls -A "$EMPTY")"
  [ ! -s "$WORK/err" ] || fail "daybook $* wrote to standard error: $(cat "$WORK/err")"
}
quiet --help
grep -q "serve" "$WORK/out" || fail "daybook --help does not list serve"
quiet import --help
grep -q -- "--user" "$WORK/out" || fail "daybook import --help does not show --user"
quiet serve --help
quiet migrate --help
quiet user --help
echo '{"periods":[{"start":"2026-01-03","end":"2026-01-07"},{"start":"2026-01-31"}]}' > "$WORK/history.json"
quiet cycle predict --today 2026-02-10 < "$WORK/history.json"
grep -q '"nextStart"' "$WORK/out" || fail "daybook cycle predict printed no prediction"

echo "smoke: CLI"
echo "a long enough password" | "$BIN" user create cli@example.org --name "Cli User" --time-zone Europe/Berlin --password-stdin
"$BIN" user list | grep -q "cli@example.org" || fail "user list does not show the new account"
if echo "short" | "$BIN" user create bad@example.org --password-stdin 2>"$WORK/err"; then fail "a short password was accepted"; fi
grep -q "password" "$WORK/err" || fail "the error does not name the password"
echo "another long password" | "$BIN" user reset-password cli@example.org --password-stdin

echo "smoke: serve"
(cd "$WORK" && exec "$BIN" serve --demo --hostname 127.0.0.1 --port "$PORT" >"$WORK/server.log" 2>&1) &
SERVER=$!
# Port 0 (unless told one): the system gives a free port, which the server's log line names once bound.
BOUND=
for _ in $(seq 1 100); do
  BOUND=$(sed -n 's|.*Server started on http://127\.0\.0\.1:\([0-9]*\).*|\1|p' "$WORK/server.log" | head -n 1)
  [ -n "$BOUND" ] && curl -fs "http://127.0.0.1:$BOUND/health" >/dev/null 2>&1 && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$WORK/server.log"; fail "the server exited"; }
  sleep 0.2
done
[ -n "$BOUND" ] || { cat "$WORK/server.log"; fail "the server did not start listening"; }
PORT=$BOUND
API="http://127.0.0.1:$PORT/api/v1"
code() { curl -s -o "$WORK/body" -w '%{http_code}' "$@"; }

[ "$(code "http://127.0.0.1:$PORT/health")" = 200 ] || fail "/health"
[ "$(code -X POST "$API/users" -H 'Content-Type: application/json' \
  -d '{"email":"ada@example.org","password":"correct horse battery","displayName":"Ada","timeZone":"Europe/Berlin"}')" = 201 ] \
  || fail "register: $(cat "$WORK/body")"
[ "$(code -X POST "$API/tokens" -H 'Content-Type: application/json' \
  -d '{"email":"ada@example.org","password":"correct horse battery"}')" = 201 ] || fail "log in: $(cat "$WORK/body")"
TOKEN=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["token"])' "$WORK/body")
[ "$(code "$API/me" -H "Authorization: Bearer $TOKEN")" = 200 ] || fail "GET /me with the token"
grep -q '"displayName":"Ada"' "$WORK/body" || fail "GET /me body: $(cat "$WORK/body")"
[ "$(code "$API/me")" = 401 ] || fail "GET /me without a token"
[ "$(code -X DELETE "$API/tokens/current" -H "Authorization: Bearer $TOKEN")" = 204 ] || fail "log out"
[ "$(code "$API/me" -H "Authorization: Bearer $TOKEN")" = 401 ] || fail "the token still works after log-out"
[ "$(code -X POST "$API/tokens" -H 'Content-Type: application/json' \
  -d '{"email":"cli@example.org","password":"another long password"}')" = 201 ] || fail "the CLI's account cannot log in"
[ "$(code -X POST "$API/tokens" -H 'Content-Type: application/json' \
  -d '{"email":"demo@daybook.local","password":"daybook-demo"}')" = 201 ] || fail "serve --demo: the demo account cannot log in"
curl -fs "http://127.0.0.1:$PORT/openapi.json" -o "$WORK/openapi.json" || fail "/openapi.json"
python3 -c 'import openapi_spec_validator' 2>/dev/null || pip install -q openapi-spec-validator >/dev/null
python3 -c 'import json,sys; from openapi_spec_validator import validate; validate(json.load(open(sys.argv[1])))' "$WORK/openapi.json" \
  || fail "/openapi.json is not a valid OpenAPI document"
echo "smoke: all checks passed"
