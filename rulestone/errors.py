"""Errors the CLI reports as exit code 2 (bad input or usage). Extraction's InputError is reused."""

from extract.errors import InputError

__all__ = ["InputError", "ValidationFailed"]


class ValidationFailed(InputError):
    """The specs failed validation: the build stops before any generator runs or anything is
    written. One line: the first failure and how many more there are."""

    def __init__(self, failures: list[str]):
        self.failures = list(failures)
        first = failures[0].removeprefix("validate: ")
        path, _, rest = first.partition(":")
        more = f" (and {len(failures) - 1} more; run `rulestone validate`)" if len(failures) > 1 else ""
        super().__init__(path, f"{rest.lstrip(':').strip()}{more}; nothing generated")
        self.args = (f"{first}{more}; spec validation failed, nothing generated",)

    def __str__(self) -> str:
        return str(self.args[0])
