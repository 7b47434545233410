"""certificate template: the wording, look and background picture of the certificates in the file

Until now the template lived in the station's settings (QSettings) under the
file's path: the command line printed without it and a copy of the file lost
it. One row; the GUI moves a template it finds in its settings into the file.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01 01:40:00
"""
from alembic import op
import sqlalchemy as sa


revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('certificate_template',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('title', sa.Text(), nullable=False),
    sa.Column('wording', sa.Text(), nullable=False),
    sa.Column('cup_title', sa.Text(), nullable=False),
    sa.Column('cup_wording', sa.Text(), nullable=False),
    sa.Column('prize_line', sa.Text(), nullable=False),
    sa.Column('trophy_line', sa.Text(), nullable=False),
    sa.Column('date', sa.Text(), nullable=False),
    sa.Column('serial_prefix', sa.Text(), nullable=False),
    sa.Column('seal_guide', sa.Boolean(), nullable=False),
    sa.Column('background', sa.LargeBinary(), nullable=True),
    sa.Column('background_name', sa.Text(), nullable=False),
    sa.Column('updated_at', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )


def downgrade() -> None:
    op.drop_table('certificate_template')
