"""game.assets.asset_root finds all four kinds of folder (sprites, sounds,
fonts, locale) in the three layouts the game runs from, each built here from
the project's own packaging: a PyInstaller bundle laid out by
tools/build_exe.bundle_datas, a wheel laid out by pyproject.toml's
force-include, and a source checkout; and nowhere else."""
import shutil
import sys
import tomllib
from pathlib import Path

import pytest

from game import assets as A
from tools import build_exe

REPO = Path(__file__).resolve().parents[2]
# One file each kind must hold, relative to its folder.
MARKERS = {
    "sprites": A.ICON_GAME,
    "sounds": A.DEAL,
    "fonts": "DejaVuSans.ttf",
    "locale": "eu/LC_MESSAGES/solo-mus.mo",
}


def _checkout(root: Path) -> Path:
    """A small source checkout: the repository's layout, one marker file per
    folder, and a compiled catalog where the i18n work puts them."""
    (root / "game").mkdir(parents=True)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    shutil.copy(REPO / "LICENSE", root / "LICENSE")
    shutil.copy(REPO / "game" / "assets.py", root / "game" / "assets.py")
    places = {"sprites": root / "sprites", "sounds": root / "sounds",
              "fonts": root / "game" / "fonts", "locale": root / "game" / "locale"}
    for kind, folder in places.items():
        marker = folder / MARKERS[kind]
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_bytes(b"x")
    shutil.copy(REPO / "game" / "fonts" / build_exe.FONT_LICENCE, places["fonts"])
    (root / "game" / "locale" / "eu" / "LC_MESSAGES" / "solo-mus.po").write_text("# source, not bundled")
    return root


def _use(monkeypatch, package: Path, bundle: Path | None = None) -> None:
    monkeypatch.setattr(A, "__file__", str(package / "assets.py"))
    if bundle is None:
        monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    else:
        monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)


def _roots() -> dict[str, Path]:
    return {kind: A.asset_root(kind) for kind in A.ASSET_KINDS}


def test_checkout_layout(tmp_path, monkeypatch):
    repo = _checkout(tmp_path / "repo")
    _use(monkeypatch, repo / "game")
    roots = _roots()
    assert roots == {"sprites": repo / "sprites", "sounds": repo / "sounds",
                     "fonts": repo / "game" / "fonts", "locale": repo / "game" / "locale"}
    for kind, root in roots.items():
        assert (root / MARKERS[kind]).is_file()


def test_wheel_layout_from_pyproject(tmp_path, monkeypatch):
    """What pyproject.toml puts in a wheel: the package (fonts, locale inside
    it) and the force-included top-level folders."""
    repo = _checkout(tmp_path / "repo")
    config = tomllib.loads((REPO / "pyproject.toml").read_text())
    wheel = config["tool"]["hatch"]["build"]["targets"]["wheel"]
    site = tmp_path / "site-packages"
    for package in wheel["packages"]:
        shutil.copytree(repo / package, site / package)
    for source, target in wheel["force-include"].items():
        shutil.copytree(repo / source, site / target)
    _use(monkeypatch, site / "game")
    roots = _roots()
    assert roots == {kind: site / "game" / kind for kind in A.ASSET_KINDS}
    for kind, root in roots.items():
        assert (root / MARKERS[kind]).is_file()


def test_bundle_layout_from_build_exe(tmp_path, monkeypatch):
    """What tools/build_exe.py puts in a PyInstaller bundle, laid out as
    PyInstaller does (folders copied in, single files into their folder); the
    game's modules sit in the bundle too, so the checkout beside is ignored."""
    repo = _checkout(tmp_path / "repo")
    bundle = tmp_path / "dist" / "solo-mus" / "_internal"
    for source, dest in build_exe.bundle_datas(repo):
        source = Path(source)
        if source.is_dir():
            shutil.copytree(source, bundle / dest, dirs_exist_ok=True)
        else:
            (bundle / dest).mkdir(parents=True, exist_ok=True)
            shutil.copy(source, bundle / dest / source.name)
    _use(monkeypatch, bundle / "game", bundle=bundle)
    roots = _roots()
    assert roots == {kind: bundle / kind for kind in A.ASSET_KINDS}
    for kind, root in roots.items():
        assert (root / MARKERS[kind]).is_file()
    assert not list((bundle / "locale").rglob("*.po")), "catalog sources are not bundled"
    assert (bundle / "fonts" / build_exe.FONT_LICENCE).is_file()
    assert (bundle / "LICENSE").is_file()


def test_bundle_comes_first_even_from_a_checkout(tmp_path, monkeypatch):
    repo = _checkout(tmp_path / "repo")
    bundle = tmp_path / "bundle"
    (bundle / "sounds").mkdir(parents=True)
    _use(monkeypatch, repo / "game", bundle=bundle)
    assert A.asset_root("sounds") == bundle / "sounds"
    assert A.asset_root("sprites") == repo / "sprites"  # not in this bundle: the checkout's


def test_an_installed_game_never_takes_a_stray_folder(tmp_path, monkeypatch):
    """A broken install (no game/sprites) beside some other package's
    site-packages/sprites says what is missing instead of using it."""
    site = tmp_path / "site-packages"
    (site / "game").mkdir(parents=True)
    (site / "sprites").mkdir()
    _use(monkeypatch, site / "game")
    with pytest.raises(FileNotFoundError, match="sprites") as err:
        A.asset_root("sprites")
    assert str(site / "game" / "sprites") in str(err.value)
    assert A.asset_candidates("sprites") == [site / "game" / "sprites"]
