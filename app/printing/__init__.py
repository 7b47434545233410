"""Printed documents built with reportlab from plain data (no Qt, no database).

``data`` holds the input records; each document family has its module:
``pairings`` (pairing lists, identity slips), ``scoresheets`` and
``sanguosha_sheet`` (sign-off sheets), ``standings`` (results board,
crosstables), ``certificates`` and ``awards``.
"""
