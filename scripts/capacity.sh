#!/usr/bin/env bash
# Per-request costs behind the capacity model in docs/benchmarks.md: the release `daybook serve --demo` on a
# SQLite file (`scripts/capacity.sh sqlite`) or on PostgreSQL (`DAYBOOK_DATABASE_URL=postgres://… scripts/capacity.sh pg`),
# then wrk -t2 -c16 for 10 s each: a CGM upload (Nightscout v1, a new reading per request), a day read, a month
# read, a stress write and /ping. Prints req/s, p50, p99 and CPU time per request: the server's, and on
# PostgreSQL the database processes' too. Needs wrk; build first with `swift build -c release`.
set -e
DB=${1:-sqlite}
BIN=${DAYBOOK_BIN:-.build/release/daybook}
WORK=$(mktemp -d); trap "rm -rf $WORK" EXIT
PORT=8096
pkill -f "serve --demo --port $PORT" || true; sleep 1
if [ "$DB" = sqlite ]; then
  rm -f $WORK/cap.sqlite*; export DAYBOOK_DATABASE_URL=sqlite:$WORK/cap.sqlite
else
  export DAYBOOK_DATABASE_URL=${DAYBOOK_DATABASE_URL:?set DAYBOOK_DATABASE_URL to a PostgreSQL database} DAYBOOK_DATABASE_SCHEMA=capacity_$$
fi
($BIN serve --demo --port $PORT > $WORK/server.log 2>&1 &); 
for i in $(seq 1 60); do curl -s -o /dev/null localhost:$PORT/ping && break; sleep 1; done
sleep 5
PID=$(pgrep -f "serve --demo --port $PORT")
T=$(curl -s localhost:$PORT/api/v1/tokens -H 'content-type: application/json' -d '{"email":"demo@daybook.local","password":"daybook-demo","name":"cap"}' | python3 -c "import sys,json;print(json.load(sys.stdin)['token'])")
NS=$(curl -s localhost:$PORT/api/v1/nightscout -H "Authorization: Bearer $T")
NSPATH=$(echo "$NS" | python3 -c "import sys,json,urllib.parse;print(urllib.parse.urlparse(json.load(sys.stdin)['baseUrl']).path)")
SECRET=$(echo "$NS" | python3 -c "import sys,json,hashlib;print(hashlib.sha1(json.load(sys.stdin)['secret'].encode()).hexdigest())")
DAY=$(date -u -d yesterday +%F); YEAR=$(date -u +%Y); MONTH=$(date -u +%-m)
BASE=$(( ($(date +%s) - 20*86400) * 1000 ))
cat > $WORK/upload.lua <<LUA
counter = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["api-secret"] = "$SECRET"
request = function()
  counter = counter + 1
  local body = string.format('[{"type":"sgv","sgv":%d,"date":%d,"device":"bench"}]', 80 + counter % 100, $BASE + counter * 1000 + math.random(0, 999))
  return wrk.format(nil, nil, nil, body)
end
LUA
printf 'wrk.headers["Authorization"] = "Bearer %s"\n' $T > $WORK/read.lua
printf 'wrk.headers["Authorization"] = "Bearer %s"\nwrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = %s\n' $T "'{\"level\": 5, \"note\": \"capacity\"}'" > $WORK/write.lua
# The server's CPU, and on PostgreSQL the database's processes too (their CPU is part of each request).
cpu() {
  local total=$(awk '{print $14+$15}' /proc/$PID/stat)
  if [ "$DB" != sqlite ]; then
    for p in $(pgrep -x postgres); do total=$((total + $(awk '{print $14+$15}' /proc/$p/stat 2>/dev/null || echo 0))); done
  fi
  echo $total
}
TICK=$(getconf CLK_TCK)
run() {
  local name=$1; shift
  local before=$(cpu)
  local out=$(wrk -t2 -c16 -d10s --latency "$@")
  local after=$(cpu)
  local reqs=$(echo "$out" | awk '/requests in/ {print $1}')
  local rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  local p50=$(echo "$out" | awk '$1=="50%" {print $2}'); local p99=$(echo "$out" | awk '$1=="99%" {print $2}')
  local errs=$(echo "$out" | grep -E "Non-2xx|Socket errors" | tr '\n' ' ')
  python3 -c "print(f'$DB | $name | {float(\"$rps\"):.0f} req/s | p50 $p50 | p99 $p99 | {($after-$before)/$TICK/int(\"$reqs\")*1000:.2f} ms CPU/request | $errs')"
}
run "CGM upload (Nightscout v1, new reading)" -s $WORK/upload.lua http://127.0.0.1:$PORT$NSPATH/api/v1/entries.json
run "day read (288 readings)" -s $WORK/read.lua http://127.0.0.1:$PORT/api/v1/days/$DAY
run "month read (calendar)" -s $WORK/read.lua http://127.0.0.1:$PORT/api/v1/calendar/$YEAR/$MONTH
run "stress write" -s $WORK/write.lua http://127.0.0.1:$PORT/api/v1/stress
run "bare /ping" http://127.0.0.1:$PORT/ping
echo "$DB | server RSS $(awk '/VmRSS/ {print $2/1024 " MB"}' /proc/$PID/status), peak $(awk '/VmHWM/ {print $2/1024 " MB"}' /proc/$PID/status)"
pkill -f "serve --demo --port $PORT"
