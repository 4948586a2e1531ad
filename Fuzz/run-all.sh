#!/bin/sh
# Runs every harness for SECONDS (default 60) on its corpus; crashes land in artifacts/<Harness>/.
# Prints each harness's last status line (execs, coverage). Build first (README.md).
set -u
seconds=${1:-60}
bin=.build/debug
for harness in FuzzDrip FuzzTrackAndGraph FuzzDaylio FuzzNightscout FuzzAppleHealth FuzzAppleHealthZip \
               FuzzLocalDate FuzzTimeOfDay FuzzNightscoutQuery FuzzNightscoutUpload FuzzExportDocument FuzzScenario; do
    mkdir -p "artifacts/$harness" "corpus/$harness"
    "$bin/$harness" "corpus/$harness" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="artifacts/$harness/" -print_final_stats=1 > "artifacts/$harness.log" 2>&1
    status=$?
    echo "$harness exit=$status $(grep -E '^(#[0-9]+|stat::number_of_executed_units)' "artifacts/$harness.log" | tail -1)"
done
