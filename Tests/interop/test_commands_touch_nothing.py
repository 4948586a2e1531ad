"""Commands that need no database touch none: `daybook --help`, `daybook import --help` and
`daybook cycle predict` in an empty folder leave it empty and print no warning."""
import json
import os
import subprocess
import tempfile

import pytest

from conftest import daybook_binary

HISTORY = {"periods": [{"start": "2026-01-03", "end": "2026-01-07"}, {"start": "2026-01-31", "end": "2026-02-04"},
                       {"start": "2026-02-28", "end": "2026-03-03"}]}


@pytest.mark.parametrize("arguments, stdin", [
    (["--help"], None),
    (["import", "--help"], None),
    (["serve", "--help"], None),
    (["cycle", "predict", "--today", "2026-03-10"], json.dumps(HISTORY)),
])
def test_a_command_without_a_database_leaves_an_empty_folder_empty(arguments, stdin):
    folder = tempfile.mkdtemp(prefix="daybook-empty-")
    env = {key: value for key, value in os.environ.items() if not key.startswith("DAYBOOK_")}
    done = subprocess.run([daybook_binary()] + arguments, cwd=folder, env=env, input=stdin,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip(), "the command printed nothing"
    assert done.stderr == "", done.stderr
    assert os.listdir(folder) == []
    if arguments[0] == "cycle":
        assert json.loads(done.stdout)["nextStart"]
