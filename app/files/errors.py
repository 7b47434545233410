"""The refusals of the file layer (the tournament file, and any file read or written); their messages are for the referee."""
from app.messages import Coded


class TournamentFileError(Coded, Exception):
    """A file the station will not open (or not write); nothing was modified."""


class ReadOnlyTournamentError(TournamentFileError):
    """A change asked of a tournament opened read-only."""


class OutputPathError(TournamentFileError):
    """An output path that would overwrite the open tournament file or its side files."""
