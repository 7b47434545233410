"""Automatic backups of the open tournament: the keeper and its status line, the settings, restoring."""
