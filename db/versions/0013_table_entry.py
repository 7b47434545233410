"""table entry: a round's table codes (PINs) and the results proposed at the tables

Players and table referees enter results on their phones (#37); a proposal is not a result until
the desk confirms it. The event whose round is open for entry, each table's code for that round
(kept once retired, so an old code reads as "the round is over"), and the proposals.

Revision ID: 0013_table_entry
Revises: 0012_stations
Create Date: 2026-12-08 01:20:00
"""
from alembic import op
import sqlalchemy as sa

revision = '0013_table_entry'
down_revision = '0012_stations'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('table_entry_round',
                    sa.Column('event_id', sa.Integer(), nullable=False),
                    sa.Column('stage', sa.String(length=16), nullable=False),
                    sa.Column('round_number', sa.Integer(), nullable=False),
                    sa.Column('opened_at', sa.DateTime(), nullable=False),
                    sa.Column('opened_by', sa.String(length=64), nullable=False),
                    sa.ForeignKeyConstraint(['event_id'], ['event.id']),
                    sa.PrimaryKeyConstraint('event_id'))
    op.create_table('table_code',
                    sa.Column('id', sa.Integer(), nullable=False),
                    sa.Column('event_id', sa.Integer(), nullable=False),
                    sa.Column('stage', sa.String(length=16), nullable=False),
                    sa.Column('round_number', sa.Integer(), nullable=False),
                    sa.Column('table_number', sa.Integer(), nullable=False),
                    sa.Column('table_id', sa.Integer(), nullable=False),
                    sa.Column('pin', sa.String(length=8), nullable=False),
                    sa.Column('retired', sa.Boolean(), nullable=False),
                    sa.ForeignKeyConstraint(['event_id'], ['event.id']),
                    sa.PrimaryKeyConstraint('id'))
    op.create_table('table_proposal',
                    sa.Column('id', sa.Integer(), nullable=False),
                    sa.Column('event_id', sa.Integer(), nullable=False),
                    sa.Column('stage', sa.String(length=16), nullable=False),
                    sa.Column('round_number', sa.Integer(), nullable=False),
                    sa.Column('table_number', sa.Integer(), nullable=False),
                    sa.Column('table_id', sa.Integer(), nullable=False),
                    sa.Column('draw', sa.String(length=16), nullable=False),
                    sa.Column('entry', sa.JSON(), nullable=False),
                    sa.Column('summary', sa.String(length=200), nullable=False),
                    sa.Column('device', sa.String(length=100), nullable=False),
                    sa.Column('language', sa.String(length=8), nullable=False),
                    sa.Column('state', sa.String(length=16), nullable=False),
                    sa.Column('needs_agreement', sa.Boolean(), nullable=False),
                    sa.Column('agreed_device', sa.String(length=100), nullable=False),
                    sa.Column('agreed_at', sa.DateTime(), nullable=True),
                    sa.Column('reason', sa.JSON(), nullable=True),
                    sa.Column('created_at', sa.DateTime(), nullable=False),
                    sa.Column('decided_at', sa.DateTime(), nullable=True),
                    sa.Column('decided_by', sa.String(length=64), nullable=False),
                    sa.ForeignKeyConstraint(['event_id'], ['event.id']),
                    sa.PrimaryKeyConstraint('id'),
                    sqlite_autoincrement=True)


def downgrade() -> None:
    op.drop_table('table_proposal')
    op.drop_table('table_code')
    op.drop_table('table_entry_round')
