"""Packaging beyond setup.cfg: assets/ and db/ ship inside the package as app/bundled/
(app/assets.py finds them there once installed, beside app/ in a checkout)."""
from setuptools import find_packages, setup

BUNDLED = {"app.bundled.assets": "assets", "app.bundled.db": "db"}

setup(
    packages=find_packages(include=["app", "app.*"]) + [*BUNDLED, "app.bundled.db.versions"],
    package_dir=BUNDLED,
    package_data={"app.bundled.assets": ["**/*"], "app.bundled.db": ["*.mako"]},
)
