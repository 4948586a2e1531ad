#!/usr/bin/env bash
# Fails when a layer reaches past the ones below it:
#   DaybookCore    imports Foundation only (the domain, no I/O);
#   DaybookFormats the core, Foundation (with FoundationXML) and ZIPFoundation;
#   DaybookCharts  the core and Foundation only (SVG drawn from core values, no I/O);
#   DaybookLocales the core and Foundation only (the message catalogues, read from its own resources);
#   DaybookStore   no Vapor, no HTTP;
#   DaybookApp     the core, the formats, the store, the catalogues, the fixtures, FluentKit, NIO, Logging and Crypto: no Vapor,
#                  no HTTP types, and nothing of persistence in its public declarations;
#   DaybookServer, daybook, daybook-bench  nothing of persistence: no store, no Fluent, no SQL;
# and only the application layer makes changes (`Change(…)`) and emits them; the server's sink
# alone hands them to live event streams. Package.swift already keeps each target to its declared
# dependencies' types, but SwiftPM lets a target import any module built before it: these rules
# are what it cannot enforce.
# Comments are left out before any rule looks at a line (a URL in a comment is no reason to skip it).
# `scripts/check-layering-proves-itself.sh` plants every kind of bypass in a copy of the sources
# and expects this script to refuse each one.
#
#   scripts/check-layering.sh [ROOT]    ROOT holds Sources/ (default: the repository)
set -euo pipefail
checker_folder=$(cd "$(dirname "$0")" && pwd)
cd "${1:-$checker_folder/..}"
failed=0

# Every Swift line of the given folders as `path:line:code`, comments left out.
code_lines() {
    python3 "$checker_folder/swift_code_lines.py" "$@"
}

# $1 target folder, $2 extended regex of the modules it may import.
allow_imports() {
    local bad
    bad=$(code_lines "Sources/$1" | grep -E '^[^:]+:[0-9]+:\s*(@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+' \
          | grep -vE ":\s*(@[a-z_]+\s+)*import\s+($2)\s*$" || true)
    if [ -n "$bad" ]; then
        echo "Layering: Sources/$1 may import only $2:"
        echo "$bad"
        failed=1
    fi
}

allow_imports DaybookCore 'Foundation'
allow_imports DaybookFormats 'Foundation|FoundationXML|DaybookCore|ZIPFoundation'
allow_imports DaybookCharts 'Foundation|DaybookCore'
allow_imports DaybookLocales 'Foundation|DaybookCore'
allow_imports DaybookStore 'Foundation|Crypto|DaybookCore|DaybookFormats|FluentKit|FluentSQL|SQLKit|FluentSQLiteDriver|FluentPostgresDriver|SQLiteNIO|PostgresNIO|PostgresKit|SQLiteKit|NIOCore|NIOPosix|NIOConcurrencyHelpers|Logging|AsyncKit'
allow_imports DaybookApp 'Foundation|Crypto|DaybookCore|DaybookFormats|DaybookStore|DaybookLocales|DaybookFixtures|FluentKit|NIOCore|NIOPosix|Logging'

# $1 target folder, $2 extended regex of the modules it must not import.
forbid_imports() {
    local bad
    bad=$(code_lines "Sources/$1" | grep -E "^[^:]+:[0-9]+:\s*(@[a-z_]+\s+)*import\s+($2)\s*$" || true)
    if [ -n "$bad" ]; then
        echo "Layering: Sources/$1 reaches persistence, which only the application layer may use:"
        echo "$bad"
        failed=1
    fi
}

persistence='DaybookStore|Fluent|FluentKit|FluentSQL|SQLKit|FluentSQLiteDriver|FluentPostgresDriver|SQLiteNIO|PostgresNIO|PostgresKit|SQLiteKit'
forbid_imports DaybookServer "$persistence"
forbid_imports daybook "$persistence"
forbid_imports daybook-bench "$persistence"

# The application's public face names nothing of persistence: no database, no record, no query type.
# The layers above could not use such a declaration, and it would tie them to the store.
leaked=$(python3 "$checker_folder/swift_code_lines.py" --public Sources/DaybookApp \
         | grep -E '^[^:]+:[0-9]+:.*(\bDatabase\b|\b[A-Z][A-Za-z]*(Record|Queries)\b)' || true)
if [ -n "$leaked" ]; then
    echo "Layering: persistence in the application layer's public declarations:"
    echo "$leaked"
    failed=1
fi

# HTTP has no place below the server, whatever is imported.
http=$(code_lines Sources/DaybookApp Sources/DaybookStore Sources/DaybookCore Sources/DaybookFormats Sources/DaybookCharts Sources/DaybookLocales \
       | grep -E '\b(HTTPStatus|HTTPResponseStatus|HTTPHeaders|Abort|Request|Response)\b\s*[(.:]' \
       | grep -vE 'ImportFile\.Request|struct Request|Request\(file' || true)
if [ -n "$http" ]; then
    echo "Layering: HTTP types below the server:"
    echo "$http"
    failed=1
fi

# Changes are made and emitted by use cases only.
made=$(code_lines Sources | grep -E '(^[^:]+:[0-9]+:|[^A-Za-z])Change\((\.|[a-z])' | grep -v '^Sources/DaybookApp/' || true)
if [ -n "$made" ]; then
    echo "Layering: a change made outside the application layer (Sources/DaybookApp):"
    echo "$made"
    failed=1
fi
emitted=$(code_lines Sources | grep -E '\.emit\(|\.publish\(' \
          | grep -vE '^Sources/DaybookApp/|^Sources/DaybookServer/Application/LiveChangeSink.swift:' \
          | grep -vE 'func (emit|publish)\(' || true)
if [ -n "$emitted" ]; then
    echo "Layering: changes emitted outside the application layer:"
    echo "$emitted"
    failed=1
fi

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "Layering holds: core, formats, charts, catalogues, store, application, server, commands, bench."
