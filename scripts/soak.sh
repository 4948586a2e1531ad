#!/usr/bin/env bash
# Soak: a mixed read/write load with wrk on loopback for a while (default 5 minutes) against the
# release binary over a fresh SQLite file (or DAYBOOK_DATABASE_URL). Reports errors, throughput,
# p99 latency and the server's memory (RSS) at the start and the end; docs/benchmarks.md holds the figures.
#   swift build -c release --product daybook && bash scripts/soak.sh [SECONDS] [CONNECTIONS]
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-300}
CONNECTIONS=${2:-32}
BIN=${DAYBOOK_BIN:-$(swift build -c release --show-bin-path)/daybook}
command -v wrk >/dev/null || { echo "wrk is needed (apt-get install -y wrk)" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'kill $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -rf "$WORK"' EXIT
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"
export DAYBOOK_DATABASE_URL=${DAYBOOK_DATABASE_URL:-sqlite:$WORK/soak.sqlite}
[[ $DAYBOOK_DATABASE_URL == postgres* ]] && export DAYBOOK_DATABASE_SCHEMA="soak_$$"
"$BIN" serve --hostname 127.0.0.1 --port "$PORT" > "$WORK/server.log" 2>&1 &
SERVER=$!
for _ in $(seq 1 100); do curl -sf "$BASE/health" >/dev/null && break; sleep 0.2; done

curl -sf -X POST "$BASE/api/v1/users" -H 'Content-Type: application/json' \
  -d '{"email":"soak@example.org","password":"correct horse battery","displayName":"Soak","timeZone":"Europe/Berlin"}' >/dev/null
TOKEN=$(curl -sf -X POST "$BASE/api/v1/tokens" -H 'Content-Type: application/json' \
  -d '{"email":"soak@example.org","password":"correct horse battery"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')

# Mixed load: 60 % lists a page (50) of a month of stress ratings, 20 % reads a day, 20 % logs a stress rating.
cat > "$WORK/mixed.lua" <<LUA
wrk.headers["Authorization"] = "Bearer $TOKEN"
wrk.headers["Content-Type"] = "application/json"
local n = 0
request = function()
  n = n + 1
  local pick = n % 10
  local day = string.format("2026-06-%02d", 1 + n % 28)
  if pick < 6 then
    return wrk.format("GET", "/api/v1/stress?from=2026-06-01&to=2026-06-30&limit=50")
  elseif pick < 8 then
    return wrk.format("GET", "/api/v1/days/" .. day)
  end
  return wrk.format("POST", "/api/v1/stress", nil,
    '{"level": ' .. (1 + n % 10) .. ', "time": "' .. day .. 'T12:00:00Z", "note": "soak"}')
end
LUA

rss() { awk '/VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$SERVER/status"; }
RSS_START=$(rss)
# Sample the resident memory every 10 s while wrk runs.
( while kill -0 $SERVER 2>/dev/null; do echo "$(date +%s) $(rss)"; sleep 10; done ) > "$WORK/rss.txt" &
SAMPLER=$!
wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --timeout 10s --latency -s "$WORK/mixed.lua" "$BASE" | tee "$WORK/wrk.txt"
kill $SAMPLER 2>/dev/null || true
RSS_END=$(rss)
RSS_PEAK=$(awk '$2 > m {m = $2} END {print m}' "$WORK/rss.txt")
ROWS=$(curl -sf "$BASE/api/v1/stress?from=2026-06-01&to=2026-06-30&limit=10000" -H "Authorization: Bearer $TOKEN" \
  | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')

ERRORS=$(grep -E "Non-2xx|Socket errors" "$WORK/wrk.txt" || true)
echo
echo "== Soak: ${DURATION}s, $CONNECTIONS connections, $(nproc) cores"
echo "requests/s: $(awk '/Requests\/sec/ {print $2}' "$WORK/wrk.txt")"
echo "p50: $(awk '$1 == "50%" {print $2}' "$WORK/wrk.txt")  p99: $(awk '$1 == "99%" {print $2}' "$WORK/wrk.txt")"
echo "errors: ${ERRORS:-none}"
echo "server RSS: start ${RSS_START} MB, end ${RSS_END} MB, peak ${RSS_PEAK} MB"
echo "stress ratings in June afterwards (first 10000 listed): $ROWS"
[ -z "$ERRORS" ]
