"""Ships schema/ (the JSON Schemas, kept at the top of the checkout as DESIGN.md lays out) inside the
wheel as rulestone/_schema, so an installed rulestone works outside its checkout."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithSchemas(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "rulestone" / "_schema"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(Path(__file__).parent / "schema", target)


setup(cmdclass={"build_py": BuildWithSchemas})
