#!/usr/bin/env bash
# What the compiler cannot see of Daybook's layering. The rest it enforces: CI builds with
# `--explicit-target-dependency-import-check error`, the application does not depend on the store,
# the server, the commands and the bench have no store, Fluent, SQLKit or driver in their dependency
# closure (only the executables' `main.swift` reach it, through the composition), and a `Change` can
# be made only inside the application (its initialisers are internal). Left here:
#   - HTTP types below the server (Foundation alone would let a `Request` type through);
#   - changes emitted only by the application, and handed to live streams by the server's sink alone.
# Comments are left out before any rule looks at a line (a URL in a comment is no reason to skip it).
# `scripts/check-layering-proves-itself.sh` plants every kind of bypass in a copy of the sources
# and expects this script to refuse each one; `scripts/check-walls.sh` does the same for the compiler.
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

# HTTP has no place below the server, whatever is imported.
http=$(code_lines Sources/DaybookApp Sources/DaybookStore Sources/DaybookCore Sources/DaybookFormats Sources/DaybookCharts \
       Sources/DaybookLocales Sources/DaybookFixtures \
       | grep -E '\b(HTTPStatus|HTTPResponseStatus|HTTPHeaders|Abort|Request|Response)\b' \
       | grep -vE 'ImportFile\.Request|struct Request|Request\(file' || true)
if [ -n "$http" ]; then
    echo "Layering: HTTP types below the server:"
    echo "$http"
    failed=1
fi

# Changes are emitted by use cases only, and handed on by the server's sink.
emitted=$(code_lines Sources | grep -E '\.emit\(|\.publish\(' \
          | grep -vE '^Sources/DaybookApp/|^Sources/DaybookServer/Application/LiveChangeSink.swift:' \
          | grep -vE 'func (emit|publish)\(' || true)
if [ -n "$emitted" ]; then
    echo "Layering: changes emitted outside the application layer:"
    echo "$emitted"
    failed=1
fi

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "Layering holds where the compiler cannot look: no HTTP below the server, changes emitted by the application."
