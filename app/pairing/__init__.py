"""Pairing engine (pure Python): round robin, 积分编排 Swiss, lots, tables of 3 and 8."""
from .check import check_pairing
from .model import Entrant, Pairing, PairingError, Table
from .round_robin import berger_pairing, berger_rounds, qualifiers, split_groups, without_players
from .swiss import pair_swiss
from .tables import (LORD, LOYALIST, REBEL, ROLE_COUNTS, TRAITOR, gomoku_games,
                     pair_by_standing, tables_of_eight, tables_of_three)

__all__ = [
    "Entrant", "Pairing", "PairingError", "Table",
    "berger_pairing", "berger_rounds", "check_pairing", "gomoku_games", "pair_by_standing",
    "pair_swiss", "qualifiers", "split_groups", "tables_of_eight", "tables_of_three", "without_players",
    "LORD", "LOYALIST", "REBEL", "TRAITOR", "ROLE_COUNTS",
]
