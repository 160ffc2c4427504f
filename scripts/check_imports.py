#!/usr/bin/env python3
"""Fails when modules of the crate import each other in a loop, or when a
module imports its own parent (or any folder above it).

A module is a file under src/ (a folder's mod.rs stands for the folder).
It imports another when its code (tests aside) names a path into it with
`crate::`, `super::` or `self::`. A folder composing its own children is
not an import. A loop is a group of modules each of which reaches every
other through imports; the design wants none, so that each module can be
read and changed knowing only the modules below it. A folder's mod.rs
composes its children (declares them, adds their plugins, names what the
folder offers); what the children share lives in a child of its own, so a
child never reaches back up into the folder that holds it.

Usage: scripts/check_imports.py [SRC]   (default: src)
"""
import re
import sys
from pathlib import Path

src = Path(sys.argv[1] if len(sys.argv) > 1 else "src")


def module_of(path: Path) -> tuple:
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts.pop()
    return tuple(parts)


modules = {module_of(p): p for p in src.rglob("*.rs")}


def flatten(tree: str) -> list:
    """'a::{b, c::{d, e}}' -> ['a::b', 'a::c::d', 'a::c::e']"""
    tree = tree.strip()
    if "{" not in tree:
        return [tree.split(" as ")[0].strip()]
    head, body = tree[: tree.index("{")], tree[tree.index("{") + 1 : tree.rindex("}")]
    items, depth, item = [], 0, ""
    for ch in body:
        depth += (ch == "{") - (ch == "}")
        if ch == "," and depth == 0:
            items.append(item)
            item = ""
        else:
            item += ch
    items.append(item)
    return [p for i in items if i.strip() for p in flatten(head + i.strip())]


def resolve(module: tuple, path: str):
    """The module a path points into, or None when it leaves the crate."""
    parts = [p for p in path.split("::") if p and p != "*"]
    if not parts or parts[0] not in ("crate", "super", "self"):
        return None
    if parts[0] == "crate":
        at, rest = [], parts[1:]
    else:
        at, rest = list(module), parts
        if rest[0] == "self":
            rest = rest[1:]
        while rest and rest[0] == "super":
            at, rest = at[:-1], rest[1:]
    full = at + [p for p in rest if p != "self"]
    for n in range(len(full), 0, -1):
        if tuple(full[:n]) in modules:
            return tuple(full[:n])
    return None


imports = {m: set() for m in modules}
upward = []
for module, path in modules.items():
    code = path.read_text(encoding="utf-8").split("#[cfg(test)]")[0]
    code = re.sub(r"//[^\n]*", "", code)
    paths = [p for u in re.findall(r"\buse\s+([^;]+);", code) for p in flatten(u)]
    rest = re.sub(r"\buse\s+[^;]+;", "", code)
    paths += re.findall(r"\b(?:crate|super|self)(?:::\w+)+", rest)
    for p in paths:
        target = resolve(module, p)
        composes_child = target and target[: len(module)] == module
        if target and target != module and not composes_child:
            imports[module].add(target)
            if target == module[: len(target)]:
                upward.append((module, target, p))


def reach(start: tuple) -> set:
    seen, todo = set(), [start]
    while todo:
        for t in imports[todo.pop()]:
            if t not in seen:
                seen.add(t)
                todo.append(t)
    return seen


reachable = {m: reach(m) for m in modules}
name = lambda m: "::".join(m) or "crate"
loops = set()
for m in modules:
    group = frozenset([m] + [o for o in reachable[m] if m in reachable[o]])
    if len(group) > 1:
        loops.add(group)
for group in sorted(loops, key=lambda g: sorted(g)):
    print("modules importing each other in a loop: " + ", ".join(name(m) for m in sorted(group)))
    for a in sorted(group):
        for b in sorted(imports[a] & group):
            print(f"  {name(a)} -> {name(b)}")
for module, parent, p in sorted(set(upward)):
    print(f"{name(module)} imports {p}, from {name(parent)} above it: move what it needs into a module of its own")
if loops or upward:
    sys.exit(1)
print(f"no import loops and no imports from a parent among {len(modules)} modules")
