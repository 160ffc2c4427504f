#!/usr/bin/env python3
"""Nothing outside the sets' own places names a set.

A set's places are its folders: its rules (src/rules/sets/<set>/), its
computer players' part (src/ai/sets/) and its window part with its marks
on a tile's picture (src/gui/sets/); the registries there
list the sets, and the seam's words (src/rules/set_names.rs) name every
set's id, toggle and figures. Every other file under src/ is the core of
the engine, the computer players, the window or the art: a set takes part
there only through the hooks the core calls for every set in play
(src/rules/set_hooks.rs, the window's SetWindow, the AI's SetOutlook).
This check fails when such a file names a set, its toggle, its id or a
figure only it brings, in code or in comments, uses a set's nouns in its
comments (dragon, fairy, abbey, wagon, ...), or calls a method a set's
folder defines on `Game` (a file's tests, after `#[cfg(test)]`, may set up
games with sets).
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
# The folders of the sets' own places.
SET_PLACES = [
    SRC / "rules" / "sets",
    SRC / "ai" / "sets",
    SRC / "gui" / "sets",
]

# A set's printed name, its toggle or id, its module, or a figure it brings.
NAMES = re.compile(
    r"The River|The Abbot|Inns & Cathedrals|Traders & Builders|Princess & the Dragon"
    r"|Abbey & Mayor|\babbey_mayor\b|\bAbbeyMayor\b"
    r"|\binns_cathedrals\b|\btraders_builders\b|\bInnsCathedrals\b|\bTradersBuilders\b"
    r"|\bprincess_dragon\b|\bPrincessDragon\b|The Tower|\bthe_tower\b|\bTheTower\b"
    r"|\brules(\(\))?\.(river|abbot)\b"
    r"|\bSetId::(?!ALL\b)[A-Z]\w*"
    r"|\bsets::(river|abbot)\b"
    r"|\bFigure::(Abbot|Large|Builder|Pig|Mayor|Wagon)\b"
    r"|\briver_(source|lake)\b"
    r"|The Gold Mines|Mage & Witch|The Crop Circles|The Flying Machines|The Robbers"
    r"|The Messengers|The Ferries"
    r"|\b(gold_mines|mage_witch|crop_circles|flying_machines|robbers|messengers|ferries)\b"
    r"|\b(GoldMines|MageWitch|CropCircles|FlyingMachines|Robbers|Messengers|Ferries)\b"
)


# A set's nouns, which a core file's comments do not use either: they say
# what the core does in its own words (a figure a set brings, a tile held
# instead of the draw, a walled tile), so that the comments stay true when
# sets come and go. A name in backticks is code's, checked above.
NOUNS = re.compile(
    r"\b(dragons?|fair(?:y|ies)|portals?|princess(?:es)?|volcano(?:e?s)?|abbeys?"
    r"|mayors?|wagons?|barns?|goods|pigs?|builders?|inns?|cathedrals?|rivers?"
    r"|abbots?|ransoms?|prisoners?|jailers?|ferry|ferries|lakes? tiles?|ingots?"
    r"|gold mines?|mages?|witch(?:es)?|crop circles?|flying machines?|fliers?"
    r"|robbers?|messengers?)\b",
    re.I,
)
BACKTICKED = re.compile(r"`[^`]*`")


def comment_of(line):
    """The comment on a line (after `//`, outside a string), if any."""
    at = line.find("//")
    while at >= 0 and line[:at].count('"') % 2 == 1:
        at = line.find("//", at + 2)
    return line[at:] if at >= 0 else ""


# The seam's words: every set's id, toggle and figures are named there, as
# the registry binds them (src/rules/sets/mod.rs).
SEAM_NAMES = ROOT / "src" / "rules" / "set_names.rs"


def core_files():
    for path in sorted(SRC.rglob("*.rs")):
        if path != SEAM_NAMES and not any(place in path.parents for place in SET_PLACES):
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
            match = (
                NAMES.search(line)
                or (calls and calls.search(line))
                or NOUNS.search(BACKTICKED.sub("", comment_of(line)))
            )
            if match:
                rel = path.relative_to(ROOT)
                found.append(f"{rel}:{number}: {match.group(0)!r} in: {line.strip()}")
    if found:
        print("\n".join(found))
        print(
            "the lines above name a set outside its places: move the rule into the "
            "set's folder under src/rules/sets/ and reach it through a hook, what a "
            "computer player counts into src/ai/sets/, what the window shows into "
            "src/gui/sets/ (docs/architecture.md, 'Adding a set')",
            file=sys.stderr,
        )
        return 1
    print(f"no set is named in the {sum(1 for _ in core_files())} files of src/ outside the sets' places")
    return 0


if __name__ == "__main__":
    sys.exit(main())
