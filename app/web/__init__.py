"""The live page: a read-only web page of the tournament for the phones in the hall."""
