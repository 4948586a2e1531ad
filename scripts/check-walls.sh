#!/usr/bin/env bash
# The compiler keeps the layers apart: each bypass below is planted, one at a time, in the working
# tree, and `swift build --explicit-target-dependency-import-check error` must refuse it. The tree is
# put back however the script ends. Every spelling that once slipped past a text check is here. Run
# after a build (each plant then recompiles one module); it takes a few minutes, so CI leaves it to
# whoever changes Package.swift.
#
#   scripts/check-walls.sh
set -euo pipefail
cd "$(dirname "$0")/.."
planted=""
trap 'if [ -n "$planted" ]; then rm -f "$planted"; fi' EXIT
problems=0

# $1 file under Sources/, $2 its Swift text: the build must fail.
plant() {
    planted="Sources/$1"
    printf '%s\n' "$2" > "$planted"
    if swift build --explicit-target-dependency-import-check error >/tmp/check-walls.log 2>&1; then
        echo "The compiler let a bypass through ($1):"; printf '%s\n' "$2"; problems=1
    else
        echo "refused: $1: $(head -1 <<< "$2")"
    fi
    rm -f "$planted"
    planted=""
}

plant DaybookServer/Planted.swift 'internal import DaybookStore'
plant DaybookServer/Planted.swift 'public import FluentKit'
plant DaybookServer/Planted.swift 'import struct DaybookStore.DatabaseSettings'
plant DaybookServer/Planted.swift '@_implementationOnly import FluentKit'
plant DaybookServer/Planted.swift 'import SQLKit;'
plant DaybookServer/Planted.swift 'import Foundation; import FluentSQLiteDriver'
plant DaybookServer/Planted.swift '@preconcurrency import FluentPostgresDriver'
plant DaybookServer/Planted.swift 'public typealias Location = DaybookStore.DatabaseLocation'
plant DaybookServer/Planted.swift 'import DaybookApp
let change = Change.init(.created, .profile)'
plant DaybookServer/Planted.swift 'import DaybookApp
let change: Change = .init(.created, .profile)'
plant DaybookCommands/Planted.swift 'import DaybookStore'
plant DaybookBench/Planted.swift '@testable import SQLKit'
plant DaybookApp/Planted.swift 'import FluentKit'
plant DaybookApp/Planted.swift 'public
func leak() -> DaybookStore.DatabaseLocation? { nil }'
plant DaybookApp/Planted.swift 'import Vapor'
plant DaybookCore/Planted.swift 'import Vapor'
plant DaybookFormats/Planted.swift '@preconcurrency import FluentKit'
plant DaybookCharts/Planted.swift 'import DaybookStore'
plant DaybookLocales/Planted.swift 'import DaybookStore'
plant DaybookStore/Planted.swift 'import Vapor'

if [ "$problems" -ne 0 ]; then exit 1; fi
echo "The compiler refuses every bypass planted."
