"""tablet check-in: a check-in mark says whether the player made it at the entrance tablet, and an event
keeps whether its tablet is open and for which round

Players may check themselves in on a tablet at the entrance:
the 检录 page shows who did, and the referee still checks the student card.
Marks stored before were all made at the desk (device NULL); no tablet is open.

Revision ID: 0014_tablet_checkin
Revises: 0013_table_entry
Create Date: 2026-12-08 01:00:00
"""
from alembic import op
import sqlalchemy as sa

revision = '0014_tablet_checkin'
down_revision = '0013_table_entry'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column('checkin', sa.Column('device', sa.String(length=32), nullable=True))
    op.create_table('tablet_checkin',
                    sa.Column('event_id', sa.Integer(), nullable=False),
                    sa.Column('stage', sa.String(length=16), nullable=False),
                    sa.Column('round_number', sa.Integer(), nullable=False),
                    sa.Column('opened_at', sa.DateTime(), nullable=False),
                    sa.ForeignKeyConstraint(['event_id'], ['event.id']),
                    sa.PrimaryKeyConstraint('event_id'))


def downgrade() -> None:
    op.drop_table('tablet_checkin')
    op.drop_column('checkin', 'device')  # SQLite 3.35+ drops a column in place (no table copy)
