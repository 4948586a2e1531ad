#!/bin/sh
# Makes corpus/<Harness>/ from the importers' test fixtures and Seeds/, and the request harnesses' seeds from
# the routes the application registers (each harness writes its own; build first). Run in Fuzz/; corpus/ is not committed.
set -eu
fixtures=../Tests/DaybookFormatsTests/Fixtures
mkdir -p corpus
for harness in FuzzDrip FuzzTrackAndGraph FuzzDaylio FuzzNightscout FuzzAppleHealth FuzzAppleHealthZip \
               FuzzLocalDate FuzzTimeOfDay FuzzNightscoutQuery FuzzNightscoutUpload FuzzExportDocument FuzzScenario \
               FuzzNightscoutQueries FuzzFormBodies FuzzAPIBodies FuzzHeaders FuzzEngineIO; do
    mkdir -p "corpus/$harness"
done
cp "$fixtures/drip-export.csv" corpus/FuzzDrip/
cp "$fixtures/track-and-graph.csv" corpus/FuzzTrackAndGraph/
cp "$fixtures/daylio.csv" corpus/FuzzDaylio/
cp "$fixtures/nightscout-entries.json" "$fixtures/nightscout-treatments.json" corpus/FuzzNightscout/
cp "$fixtures/nightscout-entries.json" "$fixtures/nightscout-treatments.json" corpus/FuzzNightscoutUpload/
cp "$fixtures/apple-health-export.xml" corpus/FuzzAppleHealth/
# export.zip as the Health app writes it: the XML under apple_health_export/.
tmp=$(mktemp -d)
mkdir -p "$tmp/apple_health_export"
cp "$fixtures/apple-health-export.xml" "$tmp/apple_health_export/export.xml"
(cd "$tmp" && zip -q -r export.zip apple_health_export)
cp "$tmp/export.zip" corpus/FuzzAppleHealthZip/
rm -rf "$tmp"
cp Seeds/local-date.txt corpus/FuzzLocalDate/
cp Seeds/time-of-day.txt corpus/FuzzTimeOfDay/
cp Seeds/nightscout-query-ms.txt Seeds/nightscout-query-iso.txt corpus/FuzzNightscoutQuery/
cp Seeds/export-document.json corpus/FuzzExportDocument/
cp ../Sources/DaybookServer/Resources/Scenarios/*.json corpus/FuzzScenario/
# Every XML and CSV reader also starts from its fixtures in UTF-16 and UTF-32, with and without a
# byte-order mark: libxml2 reads such text in its own encoding, past checks that look for UTF-8 bytes.
for pair in "drip-export.csv FuzzDrip" "track-and-graph.csv FuzzTrackAndGraph" "daylio.csv FuzzDaylio" \
            "apple-health-export.xml FuzzAppleHealth"; do
    set -- $pair
    for encoding in UTF-16LE UTF-16BE UTF-16 UTF-32LE UTF-32BE UTF-32; do
        iconv -f UTF-8 -t "$encoding" "$fixtures/$1" > "corpus/$2/$encoding-$1"
    done
done
tmp=$(mktemp -d)
mkdir -p "$tmp/apple_health_export"
iconv -f UTF-8 -t UTF-16LE "$fixtures/apple-health-export.xml" > "$tmp/apple_health_export/export.xml"
(cd "$tmp" && zip -q -r export.zip apple_health_export)
cp "$tmp/export.zip" corpus/FuzzAppleHealthZip/UTF-16LE-export.zip
rm -rf "$tmp"
# The queries harness: its own seeds, and the v1 query seeds behind its "v1 query" byte.
cp Seeds/FuzzNightscoutQueries/* corpus/FuzzNightscoutQueries/
for seed in Seeds/nightscout-query-ms.txt Seeds/nightscout-query-iso.txt; do
    { printf '\000'; cat "$seed"; } > "corpus/FuzzNightscoutQueries/v1-$(basename "$seed")"
done
# The request harnesses write seeds for the routes as registered now (a real form, a multipart import,
# the API's JSON bodies, Engine.IO sessions), with placeholders (@CSRF@, @TOKEN@, …) filled at run time.
for harness in FuzzFormBodies FuzzAPIBodies FuzzHeaders FuzzEngineIO; do
    DAYBOOK_FUZZ_SEEDS="corpus/$harness" ASAN_OPTIONS=detect_leaks=0 .build/debug/$harness
done
