"""requested byes: a bye the player asked for (a half-point bye, TRF H), told apart from the pairing's

Revision ID: 0010_room_actions
Revises: 0009
Create Date: 2026-12-02 01:00:00
"""
from alembic import op
import sqlalchemy as sa

revision = '0010_room_actions'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column('bye', sa.Column('requested', sa.Boolean(), server_default=sa.false(), nullable=False))


def downgrade() -> None:
    op.drop_column('bye', 'requested')  # SQLite 3.35+ drops a column in place (no table copy)
