#!/bin/sh
# Runs every harness (or those named after SECONDS) for SECONDS (default 60) on its corpus; crashes land in artifacts/<Harness>/.
# Prints each harness's executed-input count. Build first (README.md). One harness at a time, at low priority:
# the request harnesses each run a whole server in-process.
# Leak detection is off: Foundation's XMLParser leaks 144 bytes per malformed file in its own error
# objects (_CFErrorCreateFromXMLInterface), which would stop the XML harnesses at once.
# Swift's own backtracer is off: it reads other threads' stacks, which AddressSanitizer reports as a
# stack-buffer-underflow in CrashHandlerLinux instead of the trap; libFuzzer prints the trap's stack itself.
set -u
seconds=${1:-60}
[ $# -gt 0 ] && shift
bin=.build/debug
harnesses=${*:-FuzzDrip FuzzTrackAndGraph FuzzDaylio FuzzNightscout FuzzAppleHealth FuzzAppleHealthZip \
FuzzLocalDate FuzzTimeOfDay FuzzNightscoutQuery FuzzNightscoutUpload FuzzExportDocument FuzzScenario \
FuzzNightscoutQueries FuzzFormBodies FuzzAPIBodies FuzzHeaders FuzzEngineIO}
for harness in $harnesses; do
    mkdir -p "artifacts/$harness" "corpus/$harness"
    # A harness's dictionary of tokens, where it has one.
    dict=""
    [ -f "Seeds/$harness.dict" ] && dict="-dict=Seeds/$harness.dict"
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 nice -n 10 "$bin/$harness" "corpus/$harness" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 $dict \
        -artifact_prefix="artifacts/$harness/" -print_final_stats=1 > "artifacts/$harness.log" 2>&1
    status=$?
    echo "$harness exit=$status $(grep -E '^(#[0-9]+|stat::number_of_executed_units)' "artifacts/$harness.log" | tail -1)"
done
