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

plant "may import only" DaybookCore/Planted.swift 'import Vapor'
plant "may import only" DaybookCore/Planted.swift 'import Vapor // the server types, just this once'
plant "may import only" DaybookFormats/Planted.swift '@preconcurrency import FluentKit'
plant "may import only" DaybookCharts/Planted.swift 'import DaybookStore'
plant "may import only" DaybookLocales/Planted.swift 'import DaybookStore'
plant "may import only" DaybookStore/Planted.swift 'import Vapor'
plant "may import only" DaybookApp/Planted.swift 'import Vapor'
plant "HTTP types below the server" DaybookApp/Planted.swift 'func refuse() throws { throw Abort(.notFound) } // see https://example.org/why'
plant "HTTP types below the server" DaybookStore/Planted.swift 'let answer = HTTPStatus.ok'
plant "a change made outside" DaybookServer/Planted.swift 'let change = Change(.created, .profile)'
plant "changes emitted outside" DaybookServer/Planted.swift 'func tell() async { await sink.emit(changes) }'
plant "reaches persistence" DaybookServer/Planted.swift 'import DaybookStore'
plant "reaches persistence" DaybookServer/Planted.swift '@preconcurrency import FluentKit // just for one query'
plant "reaches persistence" daybook/Commands/Planted.swift 'import Fluent'
plant "reaches persistence" daybook-bench/Planted.swift '@testable import SQLKit'
plant "public declarations" DaybookApp/Planted.swift 'public struct Leak {
    public static func load(_ person: Person,
                            on db: any Database) async throws -> Int { 0 }
}'
plant "public declarations" DaybookApp/Planted.swift 'public func record() -> ReminderRecord? { nil }'
# Not bypasses: the same words in comments and strings.
plant "" DaybookServer/Planted.swift '// Change(.created, .profile) is made by the use case; import DaybookStore is for it alone.
let note = "see https://example.org: import Vapor"'
plant "" DaybookApp/Planted.swift 'public var table: EntryTable<Meal> { EntryTable(MealRecord.self) }
func load(on db: any Database) async throws {}'
plant "" DaybookCore/Planted.swift '/* import Vapor */ let address = "https://example.org/a//b"'

if [ "$problems" -ne 0 ]; then exit 1; fi
echo "check-layering refuses every kind of bypass planted, and nothing else."
