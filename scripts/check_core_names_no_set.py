#!/usr/bin/env python3
"""The rules engine's core and the computer players' name no set.

Every file of src/rules/ outside src/rules/sets/ is the core: the board,
tiles, features, figures, placing, the base game's scoring, the table, steps
and records. A set takes part only through the hooks the core calls for
every set in play (src/rules/set_hooks.rs); the registry of sets,
src/rules/sets/registry.rs with the seam's words in src/rules/set_names.rs,
is the one place that lists them. Likewise the
computer players (src/ai/) judge a set's figures and features only through
the set's part in src/ai/sets/. This check fails when such a file names a
set, its toggle, its id or a figure only it brings, in code or in comments,
or calls a method a set's folder defines on `Game` (a file's tests, after
`#[cfg(test)]`, may set up games with sets).
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Each checked folder and the folder of its sets' parts.
CHECKED = [
    (ROOT / "src" / "rules", ROOT / "src" / "rules" / "sets"),
    (ROOT / "src" / "ai", ROOT / "src" / "ai" / "sets"),
]

# A set's printed name, its toggle or id, its module, or a figure it brings.
NAMES = re.compile(
    r"The River|The Abbot|Inns & Cathedrals|Traders & Builders|Princess & the Dragon"
    r"|Abbey & Mayor|\babbey_mayor\b|\bAbbeyMayor\b"
    r"|\binns_cathedrals\b|\btraders_builders\b|\bInnsCathedrals\b|\bTradersBuilders\b"
    r"|\bprincess_dragon\b|\bPrincessDragon\b"
    r"|\brules(\(\))?\.(river|abbot)\b"
    r"|\bSetId::(?!ALL\b)\w+"
    r"|\bsets::(river|abbot)\b"
    r"|\bFigure::(Abbot|Large|Builder|Pig|Mayor|Wagon)\b"
    r"|\briver_(source|lake)\b"
)


# The seam's words: every set's id, toggle and figures are named there, as
# the registry binds them (src/rules/sets/registry.rs).
SEAM_NAMES = ROOT / "src" / "rules" / "set_names.rs"


def core_files():
    for folder, sets in CHECKED:
        for path in sorted(folder.rglob("*.rs")):
            if sets not in path.parents and path != SEAM_NAMES:
                yield path


def set_methods():
    """The methods the sets' folders define on `Game` (`impl Game` blocks
    under src/rules/sets/<set>/): a core file calling one names the set
    by its rule (`.dragon()`, `.is_second_tile()` ...)."""
    names = set()
    for path in (ROOT / "src" / "rules" / "sets").glob("*/**/*.rs"):
        text = path.read_text()
        for block in re.finditer(r"^impl Game \{(.*?)^\}", text, re.S | re.M):
            names.update(re.findall(r"pub(?:\([^)]*\))? fn (\w+)", block.group(1)))
    return names


def main() -> int:
    found = []
    methods = set_methods()
    calls = re.compile(r"\.(" + "|".join(sorted(methods)) + r")\(") if methods else None
    for path in core_files():
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if line.strip().startswith("#[cfg(test)]"):
                break
            match = NAMES.search(line) or (calls and calls.search(line))
            if match:
                rel = path.relative_to(ROOT)
                found.append(f"{rel}:{number}: {match.group(0)!r} in: {line.strip()}")
    if found:
        print("\n".join(found))
        print(
            "the lines above name a set outside its parts: move the rule into the "
            "set's folder under src/rules/sets/ and reach it through a hook, or "
            "what a computer player counts into src/ai/sets/ "
            "(docs/architecture.md, 'Adding a set')",
            file=sys.stderr,
        )
        return 1
    print(f"no set is named in the {sum(1 for _ in core_files())} core files of src/rules/ and src/ai/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
