"""Stages of `rulestone build` (see rulestone/build.py for the contract)."""
