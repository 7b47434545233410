"""Test doubles shared by the test modules (importable: pytest puts tests/ on sys.path)."""


class FakeTime:
    """A monotonic (or wall) time source the test moves by hand."""

    def __init__(self, t: float = 1000.0):
        self.t = t

    def __call__(self) -> float:
        return self.t
