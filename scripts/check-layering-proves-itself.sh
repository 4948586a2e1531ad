#!/usr/bin/env bash
# The layering check refuses every kind of bypass it is meant to catch: each is planted, one at a
# time, in a copy of the sources, and scripts/check-layering.sh must fail on it, naming the rule. What
# only looks like a bypass (in a comment, in a string) must still pass. Run by CI before the check.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
problems=0

# $1 expected rule's words ("" when the tree must pass), $2 file under Sources/, $3 its Swift text.
plant() {
    rm -rf "$scratch/Sources"
    cp -r Sources "$scratch/Sources"
    mkdir -p "$(dirname "$scratch/Sources/$2")"
    printf '%s\n' "$3" > "$scratch/Sources/$2"
    local output status=0
    output=$(bash scripts/check-layering.sh "$scratch" 2>&1) || status=$?
    if [ -z "$1" ]; then
        if [ "$status" -ne 0 ]; then
            echo "check-layering refused what is no bypass ($2):"; echo "$output"; problems=1
        fi
    elif [ "$status" -eq 0 ] || ! grep -qF "$1" <<< "$output" || ! grep -qF "Sources/$2" <<< "$output"; then
        echo "check-layering let a bypass through ($2, expected \"$1\"):"; echo "$output"; problems=1
    fi
}

plant "HTTP types below the server" DaybookApp/Planted.swift 'func refuse() throws { throw Abort(.notFound) } // see https://example.org/why'
plant "HTTP types below the server" DaybookStore/Planted.swift 'let answer = HTTPStatus.ok'
plant "HTTP types below the server" DaybookCore/Planted.swift 'func read(_ request: Request) {}'
plant "HTTP types below the server" DaybookFormats/Planted.swift 'let headers: HTTPHeaders = [:]'
plant "HTTP types below the server" DaybookFixtures/Planted.swift 'let status = HTTPResponseStatus(statusCode: 200)'
plant "changes emitted outside" DaybookServer/Planted.swift 'func tell() async { await sink.emit(changes) }'
plant "changes emitted outside" DaybookStore/Planted.swift 'func tell() async { await sink.emit(changes, to: userID) }'
plant "changes emitted outside" DaybookCommands/Planted.swift 'func tell() async { await hub.publish(event) }'
# Not bypasses: the same words in comments and strings, and the application's own request type.
plant "" DaybookServer/Planted.swift '// sink.emit(changes) is the use case'"'"'s; Abort(.notFound) is fine up here.
let note = "see https://example.org"'
plant "" DaybookApp/Planted.swift 'let request = ImportFile.Request(file: URL(fileURLWithPath: "/"))'
plant "" DaybookCore/Planted.swift '/* throw Abort(.notFound) */ let address = "https://example.org/a//b"'

if [ "$problems" -ne 0 ]; then exit 1; fi
echo "check-layering refuses every kind of bypass planted, and nothing else."
