"""stations: who has the tournament open, with a heartbeat, and which station wrote each clock

A second station opened mid-round took the first one's running clocks for a
crash's and offered them back (paused) over the first station's live round.
Now each writable station keeps a row while it has the file open and each clock
snapshot names its station: only a clock whose station is gone is offered back.
Clocks stored before name no station (anyone's to take).

Revision ID: 0012_stations
Revises: 0011_round_ids_2
Create Date: 2026-12-07 23:00:00
"""
from alembic import op
import sqlalchemy as sa

revision = '0012_stations'
down_revision = '0011_round_ids_2'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('station',
                    sa.Column('id', sa.String(length=32), nullable=False),
                    sa.Column('host', sa.String(length=200), nullable=False),
                    sa.Column('pid', sa.Integer(), nullable=False),
                    sa.Column('heartbeat', sa.Float(), nullable=False),
                    sa.PrimaryKeyConstraint('id'))
    op.add_column('clock_state', sa.Column('station', sa.String(length=32), nullable=True))


def downgrade() -> None:
    op.drop_column('clock_state', 'station')  # SQLite 3.35+ drops a column in place (no table copy)
    op.drop_table('station')
