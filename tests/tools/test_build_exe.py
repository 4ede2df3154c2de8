"""tools/build_exe.py and tools/icons.py without running PyInstaller (CI runs
the real build after the tests): one version for pyproject, the command and
the build; the licence; what the spec bundles, leaves out and sets per system;
the icon files each system's executable wants; the check of a built bundle's
contents; the zip players download; the changelog that names what is built;
on Linux the desktop entry, icons and install script in the folder and its zip."""
import os
import stat
import struct
import sys
import tomllib
import zipfile
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pygame
import pytest

import game
from game import assets as A
from tools import build_exe as B
from tools import icons
from tools import linux_desktop as desktop

REPO = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())


# --------------------------------------------------------------------------
# Version and licence
# --------------------------------------------------------------------------


def test_one_version_for_pyproject_the_command_and_the_build():
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "game/__init__.py"
    assert B.read_version(REPO) == game.__version__
    assert game.__version__.count(".") == 2


def test_licence():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT AND Bitstream-Vera"
    assert project["license-files"] == ["LICENSE", "game/fonts/LICENSE-DejaVu.txt"]
    text = (REPO / "LICENSE").read_text()
    assert text.startswith("MIT License") and "game/fonts/LICENSE-DejaVu.txt" in text
    assert "Bitstream" in (REPO / "game" / "fonts" / B.FONT_LICENCE).read_text()


def test_build_extra_holds_pyinstaller_and_the_runtime_stays_small():
    project = PYPROJECT["project"]
    assert any(req.startswith("pyinstaller") for req in project["optional-dependencies"]["build"])
    names = {req.split(">")[0].split("=")[0].split("<")[0] for req in project["dependencies"]}
    # filelock: one copy a user folder; openskill: the player's rating
    assert names == {"pygame-ce", "platformdirs", "filelock", "openskill"}
    assert B.runtime_requirements(REPO) == ["pygame-ce", "platformdirs", "filelock", "openskill"]


def test_the_mypyc_runtime_of_a_compiled_dependency_is_bundled(tmp_path):
    """openskill's wheels are compiled with mypyc: their modules import a
    top-level `<hash>__mypyc` from C, which PyInstaller does not see (the
    built game stopped at its start with ModuleNotFoundError); the spec
    names it as a hidden import, found in the installed distribution."""
    from importlib import metadata
    on_disk = sorted({f.name.split(".", 1)[0] for f in metadata.distribution("openskill").files
                      if len(f.parts) == 1 and f.name.split(".", 1)[0].endswith("__mypyc")})
    assert B.mypyc_runtimes(["openskill", "no-such-distribution"]) == on_disk
    assert B.mypyc_runtimes(["platformdirs"]) == []  # pure Python: nothing to add
    _config, calls = _run_spec(tmp_path, "linux", onefile=False, console=True)
    assert calls["Analysis"][1]["hiddenimports"] == B.mypyc_runtimes(B.runtime_requirements(REPO))
    assert set(on_disk) <= set(calls["Analysis"][1]["hiddenimports"])


# --------------------------------------------------------------------------
# What is bundled
# --------------------------------------------------------------------------


def test_bundle_datas_are_the_asset_folders():
    datas = B.bundle_datas(REPO)
    dests = {dest for _, dest in datas}
    assert {"sprites", "sounds", "fonts", "."} <= dests
    assert all(dest in A.ASSET_KINDS or dest == "." or dest.startswith("locale/") for dest in dests)
    for source, dest in datas:
        assert Path(source).exists(), source
    assert (Path(dict((d, s) for s, d in datas)["fonts"]) / B.FONT_LICENCE).is_file()


def test_a_missing_folder_stops_the_build(tmp_path):
    with pytest.raises(SystemExit, match="sprites"):
        B.bundle_datas(tmp_path)


class _Recorder:
    """Stand-ins for PyInstaller's spec classes: record how they are called."""

    def __init__(self):
        self.calls = {}

    def __getitem__(self, name):
        def make(*args, **kwargs):
            self.calls[name] = (args, kwargs)
            made = SimpleNamespace(name=name)
            for part in ("pure", "scripts", "binaries", "datas"):  # what Analysis gives
                setattr(made, part, f"a.{part}")
            return made
        return make


def _run_spec(tmp_path, platform_name, onefile, console=False):
    config = B.spec_config(tmp_path / "work", onefile=onefile, console=console, platform_name=platform_name)
    rec = _Recorder()
    scope = {name: rec[name] for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    old_platform = sys.platform
    try:
        sys.platform = platform_name  # the spec decides the .app on sys.platform
        exec(compile(B.spec_text(config), "solo-mus.spec", "exec"), scope)
    finally:
        sys.platform = old_platform
    return config, rec.calls


def test_linux_one_folder_spec(tmp_path):
    config, calls = _run_spec(tmp_path, "linux", onefile=False, console=True)
    analysis = calls["Analysis"][1]
    for tool in ("numpy", "babel", "pytest", "hypothesis", "PyInstaller"):
        assert tool in analysis["excludes"]
    assert analysis["pathex"] == [str(REPO)]  # this checkout's game, not an installed one
    assert [tuple(d) for d in analysis["datas"]] == B.bundle_datas(REPO)
    assert "from game.cli import main" in Path(calls["Analysis"][0][0][0]).read_text()
    assert calls["EXE"][0][1:] == ("a.scripts", [])
    assert calls["COLLECT"][0][1:] == ("a.binaries", "a.datas")
    exe = calls["EXE"][1]
    assert exe["exclude_binaries"] and exe["name"] == "solo-mus" and exe["icon"] is None
    assert exe["strip"] and exe["console"] and exe["version"] is None
    assert "COLLECT" in calls and "BUNDLE" not in calls


def test_macos_spec_makes_an_app_with_the_icon_and_version(tmp_path):
    config, calls = _run_spec(tmp_path, "darwin", onefile=False)
    assert calls["EXE"][1]["icon"].endswith("game.icns") and not calls["EXE"][1]["strip"]
    assert not calls["EXE"][1]["console"]
    bundle = calls["BUNDLE"][1]
    assert bundle["name"] == "Solo Mus.app" and bundle["version"] == game.__version__
    assert bundle["icon"].endswith("game.icns")


def test_onefile_spec(tmp_path):
    config, calls = _run_spec(tmp_path, "darwin", onefile=True)
    args, kwargs = calls["EXE"]
    assert args[1:] == ("a.scripts", "a.binaries", "a.datas", []) and "exclude_binaries" not in kwargs
    assert "COLLECT" not in calls and "BUNDLE" not in calls


def test_windows_spec_has_icon_and_version_resource(tmp_path):
    config, calls = _run_spec(tmp_path, "win32", onefile=False)
    exe = calls["EXE"][1]
    assert exe["icon"].endswith("game.ico") and not exe["strip"] and not exe["console"]
    assert game.__version__ in Path(exe["version"]).read_text()


def test_windows_version_text_reads_as_pyinstallers_classes():
    """Evaluated the way PyInstaller's loader does, with stand-ins taking the
    parameters of PyInstaller's versioninfo classes (names as in its source)."""
    def FixedFileInfo(filevers=(0, 0, 0, 0), prodvers=(0, 0, 0, 0), mask=0x3F, flags=0x0, OS=0x40004,
                      fileType=0x1, subtype=0x0, date=(0, 0)):
        return {"filevers": filevers, "prodvers": prodvers, "OS": OS, "fileType": fileType}

    def VSVersionInfo(ffi=None, kids=None):
        return {"ffi": ffi, "kids": kids}

    def StringFileInfo(kids=None):
        return dict(kid for table in kids for kid in table[1])

    def StringTable(name=None, kids=None):
        return (name, kids)

    def StringStruct(name=None, val=None):
        return (name, val)

    def VarFileInfo(kids=None):
        return kids

    def VarStruct(name=None, kids=None):
        return (name, kids)

    info = eval(B.windows_version_text("1.2.3"), dict(locals()))
    assert info["ffi"] == {"filevers": (1, 2, 3, 0), "prodvers": (1, 2, 3, 0), "OS": 0x40004, "fileType": 1}
    strings, translation = info["kids"]
    assert strings["ProductVersion"] == strings["FileVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "solo-mus.exe" and strings["ProductName"] == "Solo Mus"
    assert translation == [("Translation", [1033, 1200])]


# --------------------------------------------------------------------------
# The built bundle's contents
# --------------------------------------------------------------------------


def test_bundle_problems_catch_a_tool_or_foreign_game_code(tmp_path):
    good = [("game.cli", str(REPO / "game" / "cli.py"), "PYMODULE"),
            ("pygame", "/site/pygame/__init__.py", "PYMODULE"),
            ("fonts/DejaVuSans.ttf", str(REPO / "game/fonts/DejaVuSans.ttf"), "DATA")]
    assert B.bundle_problems(good, REPO) == []
    bad = good + [("numpy.core", "/site/numpy/core/__init__.py", "PYMODULE"),
                  ("hypothesis", "/site/hypothesis/__init__.py", "PYMODULE"),
                  ("babel/locale-data/eu.dat", "/site/babel/locale-data/eu.dat", "DATA"),
                  ("game.assets", "/work/other/game/assets.py", "PYMODULE")]
    problems = " ".join(B.bundle_problems(bad, REPO))
    for word in ("numpy", "hypothesis", "babel", "/work/other/game/assets.py"):
        assert word in problems


def test_toc_entries_read_pyinstallers_toc_files(tmp_path):
    (tmp_path / "solo-mus").mkdir()
    (tmp_path / "solo-mus" / "PYZ-00.toc").write_text(repr(("PYZ-00.pyz", [("numpy", "/n.py", "PYMODULE")])))
    assert list(B.toc_entries(tmp_path)) == [("numpy", "/n.py", "PYMODULE")]


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links and mode bits are Unix matters")
def test_zip_keeps_links_and_the_executable_bit(tmp_path):
    folder = tmp_path / "solo-mus"
    (folder / "_internal").mkdir(parents=True)
    exe = folder / "solo-mus"
    exe.write_bytes(b"#!")
    exe.chmod(0o755)
    (folder / "_internal" / "libSDL2.so.0").write_bytes(b"lib" * 100)
    os.symlink("libSDL2.so.0", folder / "_internal" / "libSDL2.so")
    archive = B.zip_folder(folder, tmp_path / "out.zip")
    with zipfile.ZipFile(archive) as zf:
        infos = {i.filename: i for i in zf.infolist()}
        assert set(infos) == {"solo-mus/solo-mus", "solo-mus/_internal/libSDL2.so.0",
                              "solo-mus/_internal/libSDL2.so"}
        link = infos["solo-mus/_internal/libSDL2.so"]
        assert stat.S_ISLNK(link.external_attr >> 16) and zf.read(link) == b"libSDL2.so.0"
        assert (infos["solo-mus/solo-mus"].external_attr >> 16) & 0o111
    assert B.folder_size(folder) == (2, 302)


# --------------------------------------------------------------------------
# Icons
# --------------------------------------------------------------------------


def _png_size(data: bytes) -> tuple[int, int]:
    import io
    return pygame.image.load(io.BytesIO(data), "icon.png").get_size()


def test_ico_holds_every_size_as_png(tmp_path):
    path = icons.make_icons(tmp_path)["ico"]
    data = path.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    seen = []
    for i in range(count):
        w, h, _, _, planes, bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        side = w or 256
        assert (w, h, planes, bits) == (side % 256, side % 256, 1, 32)
        assert _png_size(data[offset:offset + size]) == (side, side)
        seen.append(side)
    assert seen == list(icons.ICO_SIZES)


def test_icns_holds_every_type_as_png(tmp_path):
    data = icons.make_icons(tmp_path)["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    pos, seen = 8, []
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        seen.append((kind, _png_size(data[pos + 8:pos + length])[0]))
        pos += length
    assert pos == len(data) and seen == list(icons.ICNS_TYPES)


def test_small_icons_come_from_the_small_drawing(tmp_path):
    pngs = icons.icon_pngs([32, 256])
    small = pygame.image.load(str(icons.ICON_SMALL_SOURCE))
    import io
    made = pygame.image.load(io.BytesIO(pngs[32]), "x.png")
    assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(small, "RGBA")


# --------------------------------------------------------------------------
# The changelog: only a released version is built
# --------------------------------------------------------------------------

CHANGELOG_SECTIONS = {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}


def test_changelog_is_keep_a_changelog_newest_first_and_names_this_version():
    text = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    assert text.startswith("# Changelog\n")
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert headings[0] == "## [Unreleased]"
    released = B.released_versions(text)
    assert headings[1:] == [f"## [{v}] - {d}" for v, d in released.items()], "a version heading out of form"
    versions = [tuple(int(n) for n in v.split(".")) for v in released]
    assert versions == sorted(versions, reverse=True) and len(set(versions)) == len(versions)
    dates = list(released.values())
    assert dates == sorted(dates, reverse=True)
    kinds = {line[4:] for line in text.splitlines() if line.startswith("### ")}
    assert kinds and kinds <= CHANGELOG_SECTIONS
    assert game.__version__ in released and B.changelog_problem(game.__version__, REPO) is None


def test_changelog_problem_says_what_is_missing(tmp_path):
    assert "no " in B.changelog_problem("1.0.0", tmp_path)
    changelog = tmp_path / "CHANGELOG.md"
    changelog.write_text("# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - 2026-13-40\n\n## [0.9.0] - 2026-11-30\n")
    assert B.changelog_problem("0.9.0", tmp_path) is None
    assert "2026-13-40, which is no date" in B.changelog_problem("1.0.0", tmp_path)
    missing = B.changelog_problem("1.1.0", tmp_path)
    assert "names no released version 1.1.0" in missing and "## [1.1.0] - YYYY-MM-DD" in missing
    assert B.changelog_problem("Unreleased", tmp_path) is not None


def _fake_pyinstaller(monkeypatch) -> list:
    """PyInstaller's stand-in for main(): its run() makes the one-folder build's
    executable where the real one would, and records its arguments."""
    runs = []

    def run(args):
        runs.append(args)
        dist, work = (Path(args[args.index(flag) + 1]) for flag in ("--distpath", "--workpath"))
        (work / "solo-mus").mkdir(parents=True, exist_ok=True)
        (dist / "solo-mus" / "_internal").mkdir(parents=True, exist_ok=True)
        exe = dist / "solo-mus" / "solo-mus"
        exe.write_bytes(b"#!")
        exe.chmod(0o755)

    main_module = ModuleType("PyInstaller.__main__")
    main_module.run = run
    package = ModuleType("PyInstaller")
    package.__main__ = main_module
    monkeypatch.setitem(sys.modules, "PyInstaller", package)
    monkeypatch.setitem(sys.modules, "PyInstaller.__main__", main_module)
    return runs


def test_build_refuses_a_version_the_changelog_does_not_name(tmp_path, monkeypatch, capsys):
    runs = _fake_pyinstaller(monkeypatch)
    monkeypatch.setattr(B, "read_version", lambda root=REPO: "9.8.7")
    assert B.main(["--dist", str(tmp_path / "dist"), "--work", str(tmp_path / "work")]) == 2
    assert "CHANGELOG.md names no released version 9.8.7" in capsys.readouterr().err
    assert runs == [] and not (tmp_path / "dist").exists()


# --------------------------------------------------------------------------
# Linux: the desktop entry and icons in the folder and its zip
# --------------------------------------------------------------------------


def _desktop_entry(path: Path) -> dict[str, str]:
    import configparser
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive, Name[eu] stays as written
    parser.read_string(path.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def test_desktop_integration_writes_the_entry_the_icons_the_script_and_the_guide(tmp_path):
    folder = tmp_path / "solo-mus"
    written = desktop.add_desktop_integration(folder, "1.2.3")
    names = sorted(p.relative_to(folder).as_posix() for p in written)
    icons_written = [f"share/icons/hicolor/{n}x{n}/apps/solo-mus.png" for n in (16, 24, 32, 48, 64, 128, 256)]
    assert names == sorted(["LINUX.txt", "install-desktop-entry.sh", "share/applications/solo-mus.desktop",
                            *icons_written])
    entry = _desktop_entry(folder / "share" / "applications" / "solo-mus.desktop")
    assert entry["Type"] == "Application" and entry["Name"] == "Solo Mus"
    assert entry["Exec"] == entry["TryExec"] == entry["Icon"] == "solo-mus"
    assert entry["Terminal"] == "false" and entry["Categories"] == "Game;CardGame;"
    for key in ("Comment", "GenericName", "Keywords"):
        for lang in ("eu", "es", "fr"):
            assert entry[f"{key}[{lang}]"] and entry[f"{key}[{lang}]"] != entry[key], (key, lang)
    for size in desktop.ICON_SIZES:
        image = pygame.image.load(str(folder / desktop.icon_path(size)))
        assert image.get_size() == (size, size) and image.get_bitsize() == 32
    guide = (folder / "LINUX.txt").read_text(encoding="utf-8")
    assert guide.startswith("Solo Mus 1.2.3 for Linux") and "./install-desktop-entry.sh --remove" in guide
    if sys.platform != "win32":
        assert (folder / "install-desktop-entry.sh").stat().st_mode & 0o111


def test_install_script_passes_shellcheck(tmp_path):
    import shutil
    import subprocess
    import sysconfig
    path = os.pathsep.join([sysconfig.get_path("scripts"), os.environ.get("PATH", "")])
    shellcheck = shutil.which("shellcheck", path=path)
    assert shellcheck, 'shellcheck is missing: python -m pip install -e ".[test]"'
    script = tmp_path / "install-desktop-entry.sh"
    script.write_bytes(desktop.install_script_text().encode("utf-8"))  # as the build writes it: LF on every system
    result = subprocess.run([shellcheck, "--shell=sh", str(script)], capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "")


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell script, for Linux desktops")
def test_install_script_puts_entry_and_icons_in_the_data_folder_and_takes_them_out(tmp_path):
    import subprocess
    folder = tmp_path / "My Games" / "solo-mus"  # a space in the path: Exec is quoted
    (folder / "solo-mus").parent.mkdir(parents=True)
    (folder / "solo-mus").write_bytes(b"#!")
    (folder / "solo-mus").chmod(0o755)
    desktop.add_desktop_integration(folder, "1.2.3")
    data = tmp_path / "data"
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(data)}

    def run(*args, cwd=tmp_path):
        return subprocess.run(["sh", str(folder / "install-desktop-entry.sh"), *args], cwd=cwd, env=env,
                              capture_output=True, text=True)

    done = run()
    assert done.returncode == 0, done.stderr
    entry = _desktop_entry(data / "applications" / "solo-mus.desktop")
    assert entry["Exec"] == f'"{folder}/solo-mus"' and entry["TryExec"] == f"{folder}/solo-mus"
    shipped = _desktop_entry(folder / desktop.ENTRY)
    assert {k: v for k, v in entry.items() if "Exec" not in k} == {k: v for k, v in shipped.items() if "Exec" not in k}
    for size in desktop.ICON_SIZES:
        assert (data / desktop.icon_path(size).relative_to("share")).read_bytes() == \
            (folder / desktop.icon_path(size)).read_bytes()
    assert not list((data / "applications").glob("*.new"))

    assert run("--bogus").returncode == 2
    removed = run("--remove")
    assert removed.returncode == 0
    assert not (data / "applications" / "solo-mus.desktop").exists()
    assert not list((data / "icons").rglob("*.png"))

    # A folder whose path a desktop entry cannot quote is refused, and nothing is written.
    odd = tmp_path / "price$" / "solo-mus"
    odd.parent.mkdir()
    folder.rename(odd)
    refused = subprocess.run(["sh", str(odd / "install-desktop-entry.sh")], env=env, capture_output=True, text=True)
    assert refused.returncode == 1 and "cannot name this folder" in refused.stderr
    assert not (data / "applications" / "solo-mus.desktop").exists()


def test_main_on_linux_zips_the_desktop_entry_and_icons(tmp_path, monkeypatch, capsys):
    """main() with PyInstaller's stand-in: on Linux the zip players download
    holds the desktop entry, every icon, the install script and its guide."""
    runs = _fake_pyinstaller(monkeypatch)
    modes_kept = sys.platform != "win32"  # Windows has no executable bit to keep
    monkeypatch.setattr(sys, "platform", "linux")
    dist = tmp_path / "dist"
    assert B.main(["--dist", str(dist), "--work", str(tmp_path / "work")]) == 0
    assert len(runs) == 1
    (archive,) = dist.glob("solo-mus-*-linux-*.zip")
    assert archive.name.startswith(f"solo-mus-{game.__version__}-linux-")
    with zipfile.ZipFile(archive) as zf:
        names = set(zf.namelist())
        assert {"solo-mus/solo-mus", "solo-mus/LINUX.txt", "solo-mus/install-desktop-entry.sh",
                "solo-mus/share/applications/solo-mus.desktop"} <= names
        assert {f"solo-mus/{desktop.icon_path(n).as_posix()}" for n in desktop.ICON_SIZES} <= names
        if modes_kept:
            assert (zf.getinfo("solo-mus/install-desktop-entry.sh").external_attr >> 16) & 0o111
    assert "for the applications menu" in capsys.readouterr().out
