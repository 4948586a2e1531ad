#!/usr/bin/env bash
# Fails when a layer reaches past the ones below it:
#   DaybookCore    imports Foundation only (the domain, no I/O);
#   DaybookFormats the core, Foundation (with FoundationXML) and ZIPFoundation;
#   DaybookCharts  the core and Foundation only (SVG drawn from core values, no I/O);
#   DaybookStore   no Vapor, no HTTP;
#   DaybookApp     the core, the formats, the store, FluentKit and Crypto (TOTP, sealed secrets): no Vapor, no HTTP types;
# and only the application layer makes changes (`Change(…)`) and emits them; the server's sink
# alone hands them to live event streams.
set -euo pipefail
cd "$(dirname "$0")/.."
failed=0

# $1 target folder, $2 extended regex of the modules it may import.
allow_imports() {
    local bad
    bad=$(grep -rnE '^\s*(@testable\s+|@_exported\s+)?import\s+' "Sources/$1" --include='*.swift' \
          | grep -vE "import\s+($2)\s*$" || true)
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
http=$(grep -rnE '\b(HTTPStatus|HTTPResponseStatus|HTTPHeaders|Abort|Request|Response)\b\s*[(.:]' Sources/DaybookApp Sources/DaybookStore Sources/DaybookCore Sources/DaybookFormats Sources/DaybookCharts \
       --include='*.swift' | grep -vE '^\S+:\s*///|//.*$' | grep -vE 'ImportFile\.Request|struct Request|Request\(file' || true)
if [ -n "$http" ]; then
    echo "Layering: HTTP types below the server:"
    echo "$http"
    failed=1
fi

# Changes are made and emitted by use cases only.
made=$(grep -rnE '(^|[^A-Za-z])Change\((\.|[a-z])' Sources --include='*.swift' | grep -v '^Sources/DaybookApp/' || true)
if [ -n "$made" ]; then
    echo "Layering: a change made outside the application layer (Sources/DaybookApp):"
    echo "$made"
    failed=1
fi
emitted=$(grep -rnE '\.emit\(|\.publish\(' Sources --include='*.swift' \
          | grep -vE '^Sources/DaybookApp/|^Sources/DaybookServer/Application/LiveChangeSink.swift:' \
          | grep -vE 'func (emit|publish)\(' || true)
if [ -n "$emitted" ]; then
    echo "Layering: changes emitted outside the application layer:"
    echo "$emitted"
    failed=1
fi

# The server and the CLI write a person's data through use cases, never straight through the store.
# Web sessions are the framework's own bookkeeping; the demo account is written by its loader.
written=$(grep -rnE 'Queries\([^)]*\)\.(create|save|delete|deleteAll|update|insert)\b' Sources/DaybookServer Sources/daybook --include='*.swift' \
          | grep -vE '^Sources/DaybookServer/(Demo/|Auth/HashedSessionDriver.swift:)' || true)
if [ -n "$written" ]; then
    echo "Layering: a write past the application layer:"
    echo "$written"
    failed=1
fi

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "Layering holds: core, formats, charts, store, application, server."
