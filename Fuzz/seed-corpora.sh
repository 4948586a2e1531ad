#!/bin/sh
# Makes corpus/<Harness>/ from the importers' test fixtures and Seeds/ (run in Fuzz/; corpus/ is not committed).
set -eu
fixtures=../Tests/DaybookFormatsTests/Fixtures
mkdir -p corpus
for harness in FuzzDrip FuzzTrackAndGraph FuzzDaylio FuzzNightscout FuzzAppleHealth FuzzAppleHealthZip \
               FuzzLocalDate FuzzTimeOfDay FuzzNightscoutQuery FuzzNightscoutUpload FuzzExportDocument FuzzScenario; do
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
