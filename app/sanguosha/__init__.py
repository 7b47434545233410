"""Sanguosha at the referee's table: drafts, lineups, action order, fouls and matches.

Pure logic: no Qt, no database; time comes in as a ``now()``
callable and randomness as a ``random.Random``, so every step is testable
and every state serialises to JSON and resumes where it stopped.
"""
