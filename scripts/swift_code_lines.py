#!/usr/bin/env python3
"""Prints every line of the Swift files under the given folders as `path:line:code`, with comments
left out (`//…`, `/* … */`) and string literals kept, for scripts/check-layering.sh: a rule must not
skip a line because a comment on it holds `//` (a URL), nor read a comment as code. With `--public`
first, prints each public declaration instead, as one line from `public` to its body."""
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


def public_heads(lines):
    """Each public declaration as one line, from `public` to its body's `{` (or its end): a signature
    spread over several lines is read whole, and nothing of a body is."""
    number = 0
    while number < len(lines):
        line = lines[number]
        stripped = line.lstrip()
        while stripped.startswith("@"):
            stripped = stripped.split(None, 1)[1] if " " in stripped else ""
        if stripped.startswith("public ") or stripped.startswith("public("):
            head, end, depth = "", number, 0
            while end < len(lines):
                part = lines[end].split("{", 1)[0]
                head += " " + part.strip()
                depth += part.count("(") - part.count(")")
                if "{" in lines[end] or (depth <= 0 and not part.rstrip().endswith((",", "->", "("))):
                    break
                end += 1
            yield number + 1, head.strip()
            number = end
        number += 1


heads_only = sys.argv[1:2] == ["--public"]
for folder in sys.argv[2:] if heads_only else sys.argv[1:]:
    if not os.path.isdir(folder):
        continue
    for root, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as file:
                lines = code_of(file.read()).split("\n")
            if heads_only:
                for number, head in public_heads(lines):
                    print(f"{path}:{number}:{head}")
                continue
            for number, line in enumerate(lines, start=1):
                if line.strip():
                    print(f"{path}:{number}:{line}")
