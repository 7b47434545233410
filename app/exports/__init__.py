"""Exports for other programs (pure: no Qt, no database): tables as XLSX or CSV, Swiss events as FIDE TRF-16.

The services fill ``Table`` records from the same reads the screens use; this
package only turns them into bytes, writing every text cell as text (never a
formula) and reading a TRF back into plain records.
"""
