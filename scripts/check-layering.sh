#!/usr/bin/env bash
# Fails when a layer reaches past the ones below it:
#   DaybookCore    imports Foundation only (the domain, no I/O);
#   DaybookFormats the core, Foundation (with FoundationXML) and ZIPFoundation;
#   DaybookCharts  the core and Foundation only (SVG drawn from core values, no I/O);
#   DaybookStore   no Vapor, no HTTP;
#   DaybookApp     the core, the formats, the store, FluentKit and Crypto (TOTP, sealed secrets): no Vapor, no HTTP types;
# and only the application layer makes changes (`Change(…)`) and emits them; the server's sink
# alone hands them to live event streams; the server and the CLI write through use cases only.
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
allow_imports DaybookStore 'Foundation|Crypto|DaybookCore|DaybookFormats|FluentKit|FluentSQL|SQLKit|FluentSQLiteDriver|FluentPostgresDriver|SQLiteNIO|PostgresNIO|PostgresKit|SQLiteKit|NIOCore|NIOPosix|NIOConcurrencyHelpers|Logging|AsyncKit'
allow_imports DaybookApp 'Foundation|Crypto|DaybookCore|DaybookFormats|DaybookStore|FluentKit'

# HTTP has no place below the server, whatever is imported.
http=$(code_lines Sources/DaybookApp Sources/DaybookStore Sources/DaybookCore Sources/DaybookFormats Sources/DaybookCharts \
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

# The server and the CLI write a person's data through use cases, never straight through the store:
# not through a query type's write (`XQueries(db).create(…)`, or a query value kept in a name and
# written through later), nor a record's own `save(on:)`, `update(on:)`, `delete(on:)`. Web sessions
# are the framework's own bookkeeping. Still to move into use cases, and listed so that nothing new
# joins them: the demo account's loader and the bench's import account.
not_yet_use_cases='^Sources/(DaybookServer/(Demo/|Auth/HashedSessionDriver\.swift:)|daybook-bench/BenchImportCommand\.swift:)'
writes='(create|save|delete|deleteAll|update|insert|upsert|replace[A-Za-z]*)'
server_code=$(code_lines Sources/DaybookServer Sources/daybook Sources/daybook-bench | grep -vE "$not_yet_use_cases" || true)
written=$(echo "$server_code" | grep -E "Queries(<[^>]*>)?(\([^)]*\))?\.$writes\b" || true)
kept=$(echo "$server_code" | grep -oE '^[^:]+:[0-9]+:.*\b(let|var)\s+[a-z][A-Za-z0-9]*\s*(:\s*[A-Za-z]+Queries(<[^>]*>)?\s*)?=\s*(try\s+)?(await\s+)?[A-Za-z]*Queries(<[^>]*>)?\(' \
       | sed -E 's#^([^:]+):[0-9]+:.*\b(let|var)\s+([a-z][A-Za-z0-9]*).*#\1 \3#' | sort -u || true)
while read -r file name; do
    [ -n "$file" ] || continue
    through=$(echo "$server_code" | grep -E "^$file:[0-9]+:.*\b$name\.$writes\(" || true)
    if [ -n "$through" ]; then written="$written"$'\n'"$through"; fi
done <<< "$kept"
saved=$(echo "$server_code" | grep -E '\b[a-z][A-Za-z0-9]*\.(save|create|update|delete|forceDelete|restore)\(on:' || true)
written=$(printf '%s\n%s\n' "$written" "$saved" | grep -v '^$' | sort -u || true)
if [ -n "$written" ]; then
    echo "Layering: a write past the application layer:"
    echo "$written"
    failed=1
fi

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "Layering holds: core, formats, charts, store, application, server."
