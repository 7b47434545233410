"""The arrows between app's packages point one way: no import cycle, even through imports inside functions."""
import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def imports_of(path: Path) -> tuple[tuple[str, int], ...]:
    """(app name, line) for every app module or name the file imports, at module level or inside a function."""
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.append((base, node.lineno))
            found.extend((f"{base}.{alias.name}", node.lineno) for alias in node.names)
    return tuple(sorted((name, line) for name, line in set(found) if name == "app" or name.startswith("app.")))


def _imported(path: Path) -> frozenset[str]:
    """Every app module the file imports, at module level or inside a function."""
    return frozenset(name for name, _line in imports_of(path))


def _package(module: str) -> str | None:
    """app.X for a module inside app.X (a top-level module counts as its own package)."""
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) >= 2 else None


def package_graph() -> dict[str, set[str]]:
    """Package → the other app packages it imports."""
    graph: dict[str, set[str]] = {}
    for path in APP.rglob("*.py"):
        source = _package(_module_name(path))
        if source is None:
            continue
        targets = graph.setdefault(source, set())
        targets.update(target for target in map(_package, _imported(path))
                       if target is not None and target != source)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan), each sorted."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_sees_a_cycle_through_three_packages():
    """The checker itself: a → b → c → a is reported, a → b alone is not."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_function_level_imports_count_as_arrows():
    """An import hidden inside a function is an arrow too (rules → clocks validates clock settings)."""
    graph = package_graph()
    assert "app.clocks" in graph["app.rules"]
    assert "app.services" in graph["app.cli"]


def test_app_packages_import_each_other_without_a_cycle():
    """No two packages of app import each other, directly or round a loop."""
    assert cycles(package_graph()) == []


DOMAIN = ("app.clocks", "app.pairing", "app.printing", "app.roster", "app.rules", "app.sanguosha",
          "app.scoring", "app.stages", "app.standings", "app.files")


def module_graph(package: str) -> dict[str, set[str]]:
    """Module → the other modules of the same package it imports (the package's __init__ left out)."""
    folder = ROOT.joinpath(*package.split("."))
    modules = {_module_name(path) for path in folder.rglob("*.py")} - {package}
    return {_module_name(path): {name for name in _imported(path) if name in modules} - {_module_name(path)}
            for path in folder.rglob("*.py") if _module_name(path) in modules}


def test_the_domain_modules_import_each_other_without_a_cycle():
    """Inside each domain package too, no module reaches back to itself (game_clock ↔ settings was one)."""
    found = {package: cycles(module_graph(package)) for package in DOMAIN}
    assert {package: loops for package, loops in found.items() if loops} == {}


def test_the_model_service_and_view_modules_import_each_other_without_a_cycle():
    """Inside app.models, app.services and app.views too, no module reaches back to itself (players ↔ disqualification
    was one; schema → file_check → migrate → head_schema → migrate another)."""
    found = {package: cycles(module_graph(package)) for package in ("app.models", "app.services", "app.views")}
    assert {package: loops for package, loops in found.items() if loops} == {}


def _room(module: str) -> str | None:
    """app.views.<room> for a module of that room (or a name inside it); app.views.base and app.views.common count
    as rooms here too."""
    parts = module.split(".")
    return ".".join(parts[:3]) if len(parts) >= 3 and parts[:2] == ["app", "views"] else None


def room_graph() -> dict[str, set[str]]:
    """Room → the other rooms of app.views it imports."""
    graph: dict[str, set[str]] = {}
    for path in (APP / "views").rglob("*.py"):
        source = _room(_module_name(path))
        if source is None:
            continue
        targets = graph.setdefault(source, set())
        targets.update(target for target in map(_room, _imported(path)) if target not in (None, source))
    return graph


def test_the_rooms_of_app_views_import_each_other_without_a_cycle():
    """Rooms may use each other (results shows the Sanguosha console), but never round a loop."""
    assert cycles(room_graph()) == []
