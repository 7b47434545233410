"""warnings of a round's draw

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29 11:42:19.881964
"""
from alembic import op
import sqlalchemy as sa


revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('round', schema=None) as batch_op:
        batch_op.add_column(sa.Column('warnings', sa.JSON(), nullable=False, server_default='[]'))



def downgrade() -> None:
    with op.batch_alter_table('round', schema=None) as batch_op:
        batch_op.drop_column('warnings')

