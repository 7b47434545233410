"""round revisions: a token per round that triggers draw anew at every change of its tables, seats and results

The standings re-read only the rounds whose token moved (app/models/round_revisions.py).

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-01 04:10:00
"""
from alembic import op
import sqlalchemy as sa

from app.models import round_revisions

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column('round', sa.Column('revision', sa.BigInteger(), server_default='0', nullable=False))
    round_revisions.create(op.get_bind())


def downgrade() -> None:
    round_revisions.drop(op.get_bind())
    op.drop_column('round', 'revision')  # SQLite 3.35+ drops a column in place (no table copy)
