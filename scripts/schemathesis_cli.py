"""`schemathesis` with one work-around, for scripts/fuzz-api.sh.

CPython 3.11 (seen with 3.11.7) can raise "SystemError: AST constructor recursion depth mismatch"
from ast.parse when hypothesis, deep inside schemathesis' coverage generator, reads a filter
lambda's source only to name it in a repr. The run then reports the operation as an error of the
tool, not of the API. The name is for display only: fall back to a plain one.
"""
import sys

from hypothesis.internal import lambda_sources

_describe = lambda_sources.lambda_description


def _lambda_description(f):
    try:
        return _describe(f)
    except SystemError:
        return "lambda"


lambda_sources.lambda_description = _lambda_description

from schemathesis.cli import schemathesis  # noqa: E402  (after the patch)

if __name__ == "__main__":
    sys.exit(schemathesis())
