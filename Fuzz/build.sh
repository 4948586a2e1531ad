#!/bin/sh
# Builds every harness (or those named) with libFuzzer and AddressSanitizer, one product at a time:
# a plain `swift build` would also link the app's own executables with libFuzzer's main, which fails.
set -eu
harnesses=${*:-FuzzDrip FuzzTrackAndGraph FuzzDaylio FuzzNightscout FuzzAppleHealth FuzzAppleHealthZip \
FuzzLocalDate FuzzTimeOfDay FuzzNightscoutQuery FuzzNightscoutUpload FuzzExportDocument FuzzScenario \
FuzzNightscoutQueries FuzzFormBodies FuzzAPIBodies FuzzHeaders FuzzEngineIO}
for harness in $harnesses; do
    nice -n 10 swift build -c debug -Xswiftc -sanitize=fuzzer,address --product "$harness" 2>&1 | grep -v "Cannot export local symbol"
done
