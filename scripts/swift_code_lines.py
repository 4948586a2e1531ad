#!/usr/bin/env python3
"""Prints every line of the Swift files under the given folders as `path:line:code`, with comments
left out (`//…`, `/* … */`) and string literals kept, for scripts/check-layering.sh: a rule must not
skip a line because a comment on it holds `//` (a URL), nor read a comment as code."""
import os
import sys


def code_of(text):
    """The text with its comments replaced by nothing, line breaks kept."""
    out, i, n = [], 0, len(text)
    in_block = 0
    in_string = None  # '"' or '"""'
    while i < n:
        if in_block:
            if text.startswith("*/", i):
                in_block -= 1
                i += 2
            elif text.startswith("/*", i):
                in_block += 1
                i += 2
            else:
                if text[i] == "\n":
                    out.append("\n")
                i += 1
            continue
        if in_string:
            if text[i] == "\\" and i + 1 < n:
                out.append(text[i:i + 2])
                i += 2
            elif text.startswith(in_string, i):
                out.append(in_string)
                i += len(in_string)
                in_string = None
            else:
                out.append(text[i])
                i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            in_block = 1
            i += 2
        elif text.startswith('"""', i):
            in_string = '"""'
            out.append('"""')
            i += 3
        elif text[i] == '"':
            in_string = '"'
            out.append('"')
            i += 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


for folder in sys.argv[1:]:
    if not os.path.isdir(folder):
        continue
    for root, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as file:
                for number, line in enumerate(code_of(file.read()).split("\n"), start=1):
                    if line.strip():
                        print(f"{path}:{number}:{line}")
