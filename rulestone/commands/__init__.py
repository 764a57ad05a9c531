"""Subcommands of `rulestone` (see rulestone/cli.py for the contract)."""
