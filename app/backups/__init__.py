"""Automatic backups of the open tournament: when one is due, what it is called, which to delete (pure)."""
