"""Every import in app points down the layers or sideways, never up; docs/architecture.md names the same layers.

A layer may import its own layer and every layer below it. Sideways arrows (rules → clocks, results → rounds) are
allowed; tests/test_import_graph.py keeps them free of cycles. Imports inside functions count like any other.
"""
import re
from pathlib import Path

from tests.test_import_graph import APP, ROOT, _module_name, imports_of

# Lowest first. A module belongs to the layer naming its longest dotted prefix ("app" itself: the version).
LAYERS = (
    ("foundation", ("app", "app.messages", "app.names", "app.assets", "app.user_folder", "app.log",
                    "app.system_check")),
    ("file guards", ("app.files", "app.backups")),
    ("domain", ("app.rules", "app.clocks", "app.pairing", "app.standings", "app.scoring", "app.stages",
                "app.sanguosha", "app.roster", "app.printing", "app.exports")),
    ("models", ("app.models",)),
    ("services", ("app.services",)),
    ("edges", ("app.cli", "app.web")),
    ("views base", ("app.views", "app.views.base")),
    ("views common", ("app.views.common",)),
    ("rooms", ("app.views.backups", "app.views.clocks", "app.views.hall", "app.views.printing", "app.views.results",
               "app.views.roster", "app.views.rounds", "app.views.sanguosha", "app.views.standings")),
    ("shell", ("app.views.shell",)),
    ("launcher", ("app.launcher",)),
)


def layer_of(name: str, layers=LAYERS) -> int | None:
    """The rank (0 lowest) of the layer a module, or a name inside one, belongs to; None if no layer names it
    ("app" names only the package itself: a new package is in no layer until it is given one)."""
    while True:
        for rank, (_title, members) in enumerate(layers):
            if name in members:
                return rank
        name = name.rpartition(".")[0]
        if name in ("", "app"):
            return None


def upward_imports(graph: dict[str, tuple[tuple[str, int], ...]], layers=LAYERS) -> list[str]:
    """Each import of ``graph`` (module → (imported name, line)) that reaches a higher layer, or a module no layer
    names, as "module:line imports target (layer → higher layer)"."""
    found = []
    for module, imported in sorted(graph.items()):
        source = layer_of(module, layers)
        if source is None:
            found.append(f"{module} belongs to no layer")
            continue
        upward = {}  # line → the most specific name it imports from above (one report per import statement)
        for target, line in imported:
            rank = layer_of(target, layers)
            if rank is not None and rank > source and len(target) > len(upward.get(line, ("", 0))[0]):
                upward[line] = (target, rank)
        found.extend(f"{module}:{line} imports {target} ({layers[source][0]} → {layers[rank][0]})"
                     for line, (target, rank) in sorted(upward.items()))
    return found


def app_graph() -> dict[str, tuple[tuple[str, int], ...]]:
    return {_module_name(path): imports_of(path) for path in APP.rglob("*.py")}


def test_the_checker_refuses_an_upward_import_and_allows_down_and_sideways():
    """The checker itself, on a made-up graph: a domain module importing a view is named with its line."""
    layers = (("low", ("app", "app.a", "app.b")), ("high", ("app.v",)))
    graph = {"app.a.x": (("app.b.y", 3),), "app.b.y": (), "app.v.z": (("app.a.x", 1),),
             "app.a.bad": (("app.a.x", 2), ("app.v.z", 9), ("app.v.z.Widget", 9))}
    assert upward_imports(graph, layers) == ["app.a.bad:9 imports app.v.z.Widget (low → high)"]
    assert layer_of("app.v", layers) == 1 and layer_of("app.v.z.Widget", layers) == 1
    assert layer_of("app", layers) == 0 and layer_of("app.q", layers) is None


def test_the_checker_names_a_module_no_layer_holds():
    """A new top-level package must be given a layer before it can be imported from anywhere."""
    layers = (("low", ("app", "app.a")), ("high", ("app.v",)))
    assert upward_imports({"app.new.thing": (), "app": (), "app.a.x": ()}, layers) == [
        "app.new.thing belongs to no layer"]


def test_every_import_in_app_goes_down_or_sideways():
    """No module imports a layer above its own: the domain no views, services no views, common no shell."""
    assert upward_imports(app_graph()) == []


def test_the_file_guards_and_the_domain_import_neither_models_nor_views():
    """The arrows the layers were made to stop: the roster and certificate readers once imported the models' file
    guard, and views/common the shell's settings."""
    graph = app_graph()
    reached = {target for module, imported in graph.items() if layer_of(module) <= layer_of("app.printing")
               for target, _line in imported}
    assert not {name for name in reached if name.startswith(("app.models", "app.services", "app.views"))}
    common = {target for module, imported in graph.items() if module.startswith("app.views.common")
              for target, _line in imported}
    assert not {name for name in common if name.startswith("app.views.shell")}


def test_the_architecture_doc_lists_the_layers_this_test_enforces():
    """docs/architecture.md's table of layers is this file's LAYERS: same ranks, names and packages, in order."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d+) \| ([^|]+?) \| ([^|]+?) \|", text, flags=re.MULTILINE)
    documented = [(int(rank), title, tuple(re.findall(r"`([\w.]+)`", packages))) for rank, title, packages in rows]
    assert documented == [(rank, title, members) for rank, (title, members) in enumerate(LAYERS)]
