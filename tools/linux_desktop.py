"""The Linux build's desktop integration: what puts Solo Mus in a desktop's applications menu.

`add_desktop_integration(folder, version)` writes into the one-folder build
(tools/build_exe.py calls it on Linux, before zipping): the desktop entry
``share/applications/solo-mus.desktop`` (freedesktop.org Desktop Entry 1.4,
with its comment in Basque, Spanish and French), the game's icon as PNG at the
sizes desktops ask for in a hicolor tree (``share/icons/hicolor/<n>x<n>/apps/
solo-mus.png``, made by tools/icons.py), ``install-desktop-entry.sh``, which
copies both into the player's own data folder (``~/.local/share``, no root)
with the entry's Exec pointing at this folder's executable (``--remove`` takes
them away again), and ``LINUX.txt``, which says how to play, how to run the
script and the same steps by hand.
"""
from __future__ import annotations

from pathlib import Path

NAME = "solo-mus"
APP_NAME = "Solo Mus"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)  # the sizes of the hicolor theme's apps folders desktops read
ENTRY = Path("share") / "applications" / f"{NAME}.desktop"
SCRIPT = "install-desktop-entry.sh"
GUIDE = "LINUX.txt"

# The words of the desktop entry, each language's own (the same tagline as the title screen's).
COMMENTS = {
    "": "The Basque card game: you and your partner against the computer",
    "eu": "Euskal karta jokoa: zu eta zure laguna ordenagailuaren aurka",
    "es": "El juego de cartas vasco: tú y tu compañero contra el ordenador",
    "fr": "Le jeu de cartes basque : vous et votre partenaire contre l'ordinateur",
}
GENERIC_NAMES = {"": "Card game", "eu": "Karta jokoa", "es": "Juego de cartas", "fr": "Jeu de cartes"}
KEYWORDS = {"": "mus;cards;Basque;", "eu": "mus;kartak;euskal;", "es": "mus;cartas;naipes;vasco;",
            "fr": "mus;cartes;basque;"}


def icon_path(size: int) -> Path:
    """Where the icon of `size` px lies, inside the build folder as in a data folder."""
    return Path("share") / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"


def _localized(key: str, values: dict[str, str]) -> list[str]:
    return [f"{key}[{lang}]={text}" if lang else f"{key}={text}" for lang, text in values.items()]


def desktop_entry_text() -> str:
    """The desktop entry as shipped. Its Exec and TryExec name the bare
    command; the install script writes this folder's full path in their place."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        f"Name={APP_NAME}",
        *_localized("GenericName", GENERIC_NAMES),
        *_localized("Comment", COMMENTS),
        *_localized("Keywords", KEYWORDS),
        f"TryExec={NAME}",
        f"Exec={NAME}",
        f"Icon={NAME}",
        "Terminal=false",
        "Categories=Game;CardGame;",
    ]
    return "\n".join(lines) + "\n"


SCRIPT_TEMPLATE = r'''#!/bin/sh
# Puts Solo Mus in your desktop's applications menu, for you alone (no root):
# share/applications/solo-mus.desktop, its Exec pointing at the solo-mus beside
# this script, into ${XDG_DATA_HOME:-~/.local/share}/applications, and the icons
# of share/icons/hicolor into the hicolor folder beside it. Run it again after
# moving this folder; "./install-desktop-entry.sh --remove" takes them away.
# Made by tools/build_exe.py.
set -eu

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor
sizes="@SIZES@"

case ${1:-} in
    "") ;;
    --remove)
        rm -f "$apps/solo-mus.desktop"
        for n in $sizes; do
            rm -f "$icons/${n}x$n/apps/solo-mus.png"
        done
        echo "Solo Mus: taken out of the applications menu"
        exit 0
        ;;
    *)
        echo "usage: $0 [--remove]" >&2
        exit 2
        ;;
esac

case $here in
    *[\"\`\$\\%]*)
        echo "Solo Mus: a desktop entry cannot name this folder: $here" >&2
        echo "(it holds one of \" \` \$ \\ %); move the folder and run this again" >&2
        exit 1
        ;;
esac
if [ ! -x "$here/solo-mus" ]; then
    echo "Solo Mus: no executable $here/solo-mus beside this script" >&2
    exit 1
fi

for n in $sizes; do
    mkdir -p "$icons/${n}x$n/apps"
    cp "$here/share/icons/hicolor/${n}x$n/apps/solo-mus.png" "$icons/${n}x$n/apps/solo-mus.png"
done
touch "$icons"  # GTK looks again at an icon folder whose time changed

mkdir -p "$apps"
entry=$apps/solo-mus.desktop
while IFS= read -r line; do
    case $line in
        TryExec=*) printf 'TryExec=%s/solo-mus\n' "$here" ;;
        Exec=*) printf 'Exec="%s/solo-mus"\n' "$here" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$here/share/applications/solo-mus.desktop" > "$entry.new"
mv "$entry.new" "$entry"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$apps" || true
fi
echo "Solo Mus: in the applications menu ($entry)"
'''


GUIDE_TEMPLATE = """\
Solo Mus @VERSION@ for Linux

Play: run ./solo-mus in this folder (or double-click it in a file manager).
The folder can live anywhere; it needs nothing installed beside it.

Put Solo Mus in your desktop's applications menu, with its icon (for you
alone, no root needed):

    ./install-desktop-entry.sh

It copies share/applications/solo-mus.desktop, with its Exec line set to
this folder's solo-mus, into ~/.local/share/applications/, and the icons of
share/icons/hicolor/ into ~/.local/share/icons/hicolor/ (under
$XDG_DATA_HOME instead, if that is set). Moved the folder? Run it again.
Take them away again with:

    ./install-desktop-entry.sh --remove

The same by hand, from this folder:

    mkdir -p ~/.local/share/applications
    sed "s|^Exec=.*|Exec=\\"$PWD/solo-mus\\"|; s|^TryExec=.*|TryExec=$PWD/solo-mus|" \\
        share/applications/solo-mus.desktop > ~/.local/share/applications/solo-mus.desktop
    cp -r share/icons ~/.local/share/

Your settings, the game in progress and your statistics are kept in
~/.config/solo-mus/, not in this folder.
"""


def install_script_text() -> str:
    return SCRIPT_TEMPLATE.replace("@SIZES@", " ".join(str(n) for n in ICON_SIZES))


def guide_text(version: str) -> str:
    return GUIDE_TEMPLATE.replace("@VERSION@", version)


def add_desktop_integration(folder: Path, version: str) -> list[Path]:
    """Write the desktop entry, the icons, the install script and the guide
    into the build folder `folder`; return the files written."""
    from tools.icons import icon_pngs

    written = []

    def write(relative: Path, data: bytes, mode: int = 0o644) -> None:
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        path.chmod(mode)
        written.append(path)

    write(ENTRY, desktop_entry_text().encode("utf-8"))
    for size, png in icon_pngs(ICON_SIZES).items():
        write(icon_path(size), png)
    write(Path(SCRIPT), install_script_text().encode("utf-8"), 0o755)
    write(Path(GUIDE), guide_text(version).encode("utf-8"))
    return written
