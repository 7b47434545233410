"""The guards on every file the station reads or writes; plain Python (no database, no Qt), usable from every layer."""
