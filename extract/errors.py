"""The one exception extraction raises for bad input (the CLI turns it into exit code 2)."""


class InputError(Exception):
    """Bad input: names the file, the line where known, and what was expected."""

    def __init__(self, path: str, message: str, line: int | None = None, column: int | None = None):
        self.path, self.line, self.column, self.message = str(path), line, column, message
        where = self.path
        if line is not None:
            where += f":{line}"
            if column is not None:
                where += f":{column}"
        super().__init__(f"{where}: {message}")
